"""RuntimeError: ... got Future <Future pending> attached to a different loop (3.8, 3.9) /
<asyncio.locks.Lock ...> is bound to a different event loop (3.10+), cause: an asyncio
primitive shared by code that runs on different event loops.

A rate-limiting Lock is created at module level and used by every batch. Each batch runs
with its own asyncio.run() (a sync wrapper calls it once per request), so the lock is used
from a second loop; when a task has to wait for it, the waiting future belongs to another
loop.

Remedies:
  create-per-loop     create the Lock (Queue, Event, Semaphore) inside the coroutine that runs
                      on the loop, and pass it to the tasks that share it
"""
import asyncio, json, sys

REMEDIES = {"create-per-loop"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

shared_lock = asyncio.Lock() if REMEDY is None else None
calls = []


async def job(n, lock):
    async with lock:
        calls.append(n)
        await asyncio.sleep(0.01)
        return n * 10


async def batch(items):
    lock = asyncio.Lock() if REMEDY == "create-per-loop" else shared_lock
    return await asyncio.gather(*(job(n, lock) for n in items))


def handle_request(items):                 # a sync entry point: one asyncio.run per request
    return asyncio.run(batch(items))


got = [handle_request([1, 2]), handle_request([3, 4])]
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == [[10, 20], [30, 40]] and calls == [1, 2, 3, 4], "detail": "%r" % (got,)}))
