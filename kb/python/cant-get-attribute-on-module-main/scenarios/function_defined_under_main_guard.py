"""AttributeError: Can't get attribute 'work' on <module '__mp_main__' from '...'>, cause: under the spawn
start method (the default on Windows and macOS), the target function is defined inside the
`if __name__ == "__main__":` block.

A spawned child imports the main script again as `__mp_main__`, where the guarded block does not run, and
then unpickles the Process object, whose target is stored as `__main__.work`. The name does not exist in
the child: the child prints the error and exits with status 1, and the parent gets no result.

Remedies:
  define-above-main-guard       define the function at module level, above the guard; start processes under it
  fork-start-method             use the "fork" start method (POSIX only), which copies the parent instead
"""
import json, multiprocessing as mp, sys

REMEDIES = {"define-above-main-guard", "fork-start-method"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

if REMEDY == "define-above-main-guard":
    def work(chunk, queue):
        queue.put(sum(x * x for x in chunk))

if __name__ == "__main__":
    if REMEDY != "define-above-main-guard":
        def work(chunk, queue):
            queue.put(sum(x * x for x in chunk))

    ctx = mp.get_context("fork" if REMEDY == "fork-start-method" else "spawn")
    queue = ctx.Queue()
    chunks = [list(range(0, 5)), list(range(5, 10))]
    procs = [ctx.Process(target=work, args=(c, queue)) for c in chunks]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
    failed = [p.exitcode for p in procs if p.exitcode != 0]
    if failed:
        print("worker processes exited with %r" % failed, file=sys.stderr)
        sys.exit(1)
    results = sorted(queue.get(timeout=10) for _ in procs)
    expected = sorted(sum(x * x for x in c) for c in chunks)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": results == expected, "detail": "results %r, expected %r" % (results, expected)}))
