"""RuntimeError: An attempt has been made to start a new process before the current process
has finished its bootstrapping phase, cause: a script starts processes at import time.

With the "spawn" start method (the default on Windows, and on macOS since Python 3.8) a
child process starts a fresh interpreter and imports the main script again to find the
worker function. This script starts its worker at the top level, so the child, while
importing it, tries to start a process too, and multiprocessing stops it. The scenario asks
for the spawn context explicitly, which is what Windows and macOS use by default.

Remedies:
  main-guard               move the code that starts processes under if __name__ == "__main__":
  fork-start-method        (dead end) use the "fork" start method instead
"""
import json, multiprocessing as mp, sys

REMEDIES = {"main-guard", "fork-start-method"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)


def work(q, xs):
    q.put([x * x for x in xs])


def main():
    ctx = mp.get_context("fork" if REMEDY == "fork-start-method" else "spawn")
    q = ctx.Queue()
    p = ctx.Process(target=work, args=(q, list(range(10))))
    p.start()
    p.join(timeout=60)
    if p.exitcode != 0:
        sys.exit(p.exitcode or 1)
    got = q.get(timeout=10)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == [x * x for x in range(10)], "detail": "worker returned %r" % (got,)}))


if REMEDY == "main-guard":
    if __name__ == "__main__":
        main()
else:
    main()          # runs again in the child while it imports this file
