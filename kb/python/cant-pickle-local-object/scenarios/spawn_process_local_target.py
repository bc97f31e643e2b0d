"""AttributeError: Can't pickle local object 'start_workers.<locals>.work' (3.13: "Can't get local object"),
cause: multiprocessing.Process(target=...) with a nested function under the "spawn" start method (the
default on Windows and macOS).

With spawn the Process object, including its target, is pickled and sent to a fresh interpreter. A nested
function cannot be pickled. The program starts two workers that each write their result into a Queue.

Remedies:
  module-level-function          define the target at module level and pass its data through args=
  fork-start-method              use the "fork" start method (POSIX only), which copies the parent instead
"""
import json, multiprocessing as mp, sys

REMEDIES = {"module-level-function", "fork-start-method"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)


def work_on(chunk, queue):
    queue.put(sum(x * x for x in chunk))


def start_workers(chunks):
    ctx = mp.get_context("fork" if REMEDY == "fork-start-method" else "spawn")
    queue = ctx.Queue()

    def work(chunk):
        queue.put(sum(x * x for x in chunk))

    if REMEDY == "module-level-function":
        procs = [ctx.Process(target=work_on, args=(c, queue)) for c in chunks]
    else:
        procs = [ctx.Process(target=work, args=(c,)) for c in chunks]
    for p in procs:
        p.start()
    results = sorted(queue.get(timeout=30) for _ in procs)
    for p in procs:
        p.join()
    return results


if __name__ == "__main__":
    chunks = [list(range(0, 5)), list(range(5, 10))]
    out = start_workers(chunks)
    expected = sorted(sum(x * x for x in c) for c in chunks)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": out == expected, "detail": "results %r, expected %r" % (out, expected)}))
