"""AttributeError: Can't pickle local object 'run_jobs.<locals>.scale' (3.13: "Can't get local object"),
cause: multiprocessing.Pool.map() is given a function defined inside another function (or a lambda).

Pool sends every task to its worker processes with pickle, and pickle stores a function by its qualified
name so that the worker can import it. A nested function or a lambda has `<locals>` in that name and cannot
be looked up, whatever the start method.

Remedies:
  module-level-function          define the function at module level; pass fixed arguments with functools.partial
  fork-start-method-for-pool (dead end)   use the "fork" start method
"""
import functools, json, multiprocessing as mp, sys

REMEDIES = {"module-level-function", "fork-start-method-for-pool"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)


def scale_value(factor, x):
    return factor * x + 1


def run_jobs(values, factor):
    ctx = mp.get_context("fork" if REMEDY == "fork-start-method-for-pool" else "spawn")
    if REMEDY == "module-level-function":
        func = functools.partial(scale_value, factor)
    else:
        def scale(x):
            return factor * x + 1
        func = scale
    with ctx.Pool(2) as pool:
        return pool.map(func, values)


if __name__ == "__main__":
    values = list(range(8))
    out = run_jobs(values, 3)
    expected = [3 * x + 1 for x in values]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": out == expected, "detail": "results %r, expected %r" % (out, expected)}))
