"""RuntimeError: Event loop is closed, cause: a sync helper closes the loop, and the next call gets the same
closed loop back.

`run_sync()` is the pre-asyncio.run idiom: get_event_loop(), run_until_complete(), close() in a finally.
asyncio.get_event_loop() keeps returning the loop it handed out the first time, so the second call runs
a coroutine on a loop that the first call already closed.

Remedies:
  asyncio-run-per-call          run_sync() calls asyncio.run(coro): a fresh loop per call
  close-loop-once-at-exit       one loop for the whole program, closed once at exit
  new-loop-at-startup (dead end)  asyncio.set_event_loop(asyncio.new_event_loop()) once at import
"""
import asyncio, json, sys, warnings

REMEDIES = {"asyncio-run-per-call", "close-loop-once-at-exit", "new-loop-at-startup"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

# Python 3.12+ warns when get_event_loop() has to create the loop; the idiom is the same.
warnings.simplefilter("ignore", DeprecationWarning)


async def fetch_square(n):
    await asyncio.sleep(0.001)
    return n * n


if REMEDY == "new-loop-at-startup":
    asyncio.set_event_loop(asyncio.new_event_loop())

if REMEDY == "asyncio-run-per-call":
    def run_sync(coro):
        return asyncio.run(coro)
elif REMEDY == "close-loop-once-at-exit":
    _LOOP = asyncio.new_event_loop()

    def run_sync(coro):
        return _LOOP.run_until_complete(coro)
else:
    def run_sync(coro):
        loop = asyncio.get_event_loop()
        try:
            return loop.run_until_complete(coro)
        finally:
            loop.close()

results = [run_sync(fetch_square(n)) for n in range(1, 6)]
if REMEDY == "close-loop-once-at-exit":
    _LOOP.close()
expected = [n * n for n in range(1, 6)]
print("KNOWNFIX_CHECK " + json.dumps({"ok": results == expected,
                                       "detail": "results %r, expected %r" % (results, expected)}))
