"""RuntimeError: There is no current event loop in thread 'MainThread', cause: get_event_loop()
after asyncio.run() has finished.

asyncio.run() creates a loop, runs the coroutine, closes the loop and sets the current loop
to None. Code that then calls asyncio.get_event_loop() (an older library, or the second half
of a script) finds no current loop in the main thread, and the policy no longer creates one.

Remedies:
  use-asyncio-run-again     run the next coroutine with asyncio.run() too (or do all the async
                            work inside one asyncio.run(main()))
"""
import asyncio, json, sys

REMEDIES = {"use-asyncio-run-again"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)


async def load(name):
    await asyncio.sleep(0)
    return {"users": 3, "orders": 7}[name]


users = asyncio.run(load("users"))
if REMEDY == "use-asyncio-run-again":
    orders = asyncio.run(load("orders"))
else:
    orders = asyncio.get_event_loop().run_until_complete(load("orders"))
print("KNOWNFIX_CHECK " + json.dumps({"ok": (users, orders) == (3, 7), "detail": "users %r orders %r" % (users, orders)}))
