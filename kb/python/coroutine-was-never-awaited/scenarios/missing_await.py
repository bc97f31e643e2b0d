"""RuntimeWarning: coroutine '...' was never awaited, cause: an async function is called without await.

An async repository's save() is called like a normal function inside a coroutine. The call only creates a
coroutine object; nothing runs, the object is dropped, and Python warns when it is garbage-collected.

The warning is printed, not raised, so the program records warnings with a warnings.showwarning wrapper
(the default printing is kept), and exits with status 1 when one was printed.

Remedies:
  add-await                        `await store.save(item)`
  fire-and-forget-task (dead end)  asyncio.create_task(store.save(item)) without keeping or awaiting it
  silence-warning (dead end)       warnings.filterwarnings("ignore", message="coroutine .* was never awaited")
"""
import asyncio, gc, json, sys, warnings

REMEDIES = {"add-await", "fire-and-forget-task", "silence-warning"}
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
if REMEDY == "silence-warning":
    warnings.filterwarnings("ignore", message="coroutine .* was never awaited")


class Store:
    def __init__(self):
        self.rows = {}

    async def save(self, item):
        await asyncio.sleep(0.001)          # the database round trip
        self.rows[item["id"]] = item["name"]


async def import_items(store, items):
    for item in items:
        if REMEDY == "add-await":
            await store.save(item)
        elif REMEDY == "fire-and-forget-task":
            asyncio.create_task(store.save(item))
        else:
            store.save(item)
    return len(items)


ITEMS = [{"id": i, "name": "item-%d" % i} for i in range(5)]
store = Store()
n = asyncio.run(import_items(store, ITEMS))
gc.collect()
if NEVER_AWAITED:
    sys.exit(1)
expected = {it["id"]: it["name"] for it in ITEMS}
print("KNOWNFIX_CHECK " + json.dumps({"ok": store.rows == expected,
                                       "detail": "%d of %d items saved (reported %d)" % (len(store.rows), len(ITEMS), n)}))
