"""asyncio.run() cannot be called from a running event loop, cause: a sync helper that calls
asyncio.run() is used from async code.

`load_prices()` was written as a convenient sync wrapper around an async client
(`return asyncio.run(fetch_all(...))`). Later an async web handler calls it.

Remedies:
  make-helper-async       expose the coroutine and `await` it from async callers
  run-in-worker-thread    call the sync wrapper via loop.run_in_executor / a thread
"""
import asyncio, json, sys

REMEDIES = {"make-helper-async", "run-in-worker-thread"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

PRICES = {"apple": 3, "pear": 4, "plum": 5}


async def fetch_price(item):
    await asyncio.sleep(0.01)
    return PRICES[item]


async def fetch_all(items):
    return dict(zip(items, await asyncio.gather(*(fetch_price(i) for i in items))))


def load_prices(items):
    """Sync convenience wrapper (fine from scripts, wrong from async code)."""
    return asyncio.run(fetch_all(items))


async def handle_request(items):
    if REMEDY == "make-helper-async":
        prices = await fetch_all(items)
    elif REMEDY == "run-in-worker-thread":
        loop = asyncio.get_running_loop()
        prices = await loop.run_in_executor(None, load_prices, items)
    else:
        prices = load_prices(items)
    return sum(prices.values())


total = asyncio.run(handle_request(["apple", "pear", "plum"]))
print("KNOWNFIX_CHECK " + json.dumps({"ok": total == 12, "detail": "total %r, expected 12" % total}))
