"""RuntimeWarning: coroutine '...' was never awaited, cause: a coroutine function is handed to an API that
calls it like a normal function (a thread pool, threading.Thread, a sync scheduler's job, a callback hook).

A sync job runner (here concurrent.futures.ThreadPoolExecutor, the same shape as APScheduler's thread pool
executor running a job) calls `refresh(i)`; for an `async def` that only returns a coroutine object, which
the runner stores as the job's result and drops. The jobs never run.

The warning is printed, not raised, so the program records warnings with a warnings.showwarning wrapper
(the default printing is kept), and exits with status 1 when one was printed.

Remedies:
  run-with-asyncio-run-in-job       submit asyncio.run with the coroutine: each job runs on its own loop
  await-on-running-loop             run the coroutines on the program's loop with asyncio.gather
  submit-coroutine-object (dead end)  executor.submit(refresh(i)): pass the coroutine object instead
"""
import asyncio, concurrent.futures, gc, json, sys, warnings

REMEDIES = {"run-with-asyncio-run-in-job", "await-on-running-loop", "submit-coroutine-object"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

NEVER_AWAITED = []
_show = warnings.showwarning


def showwarning(message, category, filename, lineno, file=None, line=None):
    if category is RuntimeWarning and "was never awaited" in str(message):
        NEVER_AWAITED.append(str(message))
    _show(message, category, filename, lineno, file, line)


warnings.showwarning = showwarning

CACHE = {}


async def refresh(key):
    await asyncio.sleep(0.001)              # fetch the fresh value
    CACHE[key] = key * key


KEYS = list(range(6))
if REMEDY == "await-on-running-loop":
    async def main():
        await asyncio.gather(*(refresh(k) for k in KEYS))
    asyncio.run(main())
else:
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        if REMEDY == "run-with-asyncio-run-in-job":
            futures = [pool.submit(asyncio.run, refresh(k)) for k in KEYS]
        elif REMEDY == "submit-coroutine-object":
            futures = [pool.submit(refresh(k)) for k in KEYS]
        else:
            futures = [pool.submit(refresh, k) for k in KEYS]
        for f in futures:
            f.result()
    del futures, f
gc.collect()
if NEVER_AWAITED:
    sys.exit(1)
expected = {k: k * k for k in KEYS}
print("KNOWNFIX_CHECK " + json.dumps({"ok": CACHE == expected, "detail": "cache %r, expected %r" % (CACHE, expected)}))
