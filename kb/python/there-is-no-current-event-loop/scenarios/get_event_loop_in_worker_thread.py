"""RuntimeError: There is no current event loop in thread 'ThreadPoolExecutor-0_0', cause: asyncio
code called from a worker thread.

A thread pool runs a blocking job that uses an async client through
asyncio.get_event_loop().run_until_complete(...). Only the main thread gets an event loop
created on demand; a new thread has none, so get_event_loop() raises.

Remedies:
  asyncio-run-in-the-thread   run the coroutine with asyncio.run() inside the thread (a fresh loop
                              per call); or submit it to the main loop with run_coroutine_threadsafe
"""
import asyncio, json, sys
from concurrent.futures import ThreadPoolExecutor

REMEDIES = {"asyncio-run-in-the-thread"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)


async def fetch(n):
    await asyncio.sleep(0.01)
    return n * n


def job(n):                                   # runs in a worker thread
    if REMEDY == "asyncio-run-in-the-thread":
        return asyncio.run(fetch(n))
    return asyncio.get_event_loop().run_until_complete(fetch(n))


with ThreadPoolExecutor(max_workers=2) as pool:
    got = list(pool.map(job, range(5)))
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == [0, 1, 4, 9, 16], "detail": "results %r" % (got,)}))
