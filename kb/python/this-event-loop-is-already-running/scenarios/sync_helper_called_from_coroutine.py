"""RuntimeError: This event loop is already running, cause: a sync function that drives the loop with
run_until_complete() is called from code that already runs inside that loop.

An indexing library exposes a sync `insert()` that does
`asyncio.get_event_loop().run_until_complete(self.ainsert(doc))`. An async job (a web handler, a bot
callback, a script whose main() is run by asyncio.run) calls it. Inside a coroutine get_event_loop() returns
the running loop, and a running loop cannot be re-entered.

Remedies:
  await-async-variant                await the library's async variant (`await index.ainsert(doc)`)
  run-in-worker-thread               run the sync call in a worker thread that has its own event loop
  run-sync-helper-in-executor (dead end)  loop.run_in_executor(None, index.insert, doc) as it is
  new-event-loop-in-helper (dead end)  the helper runs the coroutine on asyncio.new_event_loop() instead
"""
import asyncio, json, sys

REMEDIES = {"await-async-variant", "run-in-worker-thread", "run-sync-helper-in-executor", "new-event-loop-in-helper"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)


class Index:
    def __init__(self):
        self.docs = {}

    async def ainsert(self, doc):
        await asyncio.sleep(0.001)            # "embedding" the document
        self.docs[doc["id"]] = sorted(doc["text"].split())
        return doc["id"]

    def insert(self, doc):
        """Sync API for scripts."""
        if REMEDY == "new-event-loop-in-helper":
            loop = asyncio.new_event_loop()
            try:
                return loop.run_until_complete(self.ainsert(doc))
            finally:
                loop.close()
        loop = asyncio.get_event_loop()
        return loop.run_until_complete(self.ainsert(doc))


DOCS = [{"id": i, "text": "doc %d says hello world %d" % (i, i)} for i in range(4)]


def insert_with_own_loop(index, doc):
    """Runs in a worker thread: give the thread its own loop, which the sync helper then finds."""
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    try:
        return index.insert(doc)
    finally:
        asyncio.set_event_loop(None)
        loop.close()


async def ingest(index):
    ids = []
    for doc in DOCS:
        if REMEDY == "await-async-variant":
            ids.append(await index.ainsert(doc))
        elif REMEDY == "run-in-worker-thread":
            loop = asyncio.get_running_loop()
            ids.append(await loop.run_in_executor(None, insert_with_own_loop, index, doc))
        elif REMEDY == "run-sync-helper-in-executor":
            loop = asyncio.get_running_loop()
            ids.append(await loop.run_in_executor(None, index.insert, doc))
        else:
            ids.append(index.insert(doc))
    return ids


index = Index()
ids = asyncio.run(ingest(index))
expected_docs = {d["id"]: sorted(d["text"].split()) for d in DOCS}
ok = ids == [d["id"] for d in DOCS] and index.docs == expected_docs
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "ids %r; %d of %d documents indexed correctly"
                                       % (ids, sum(index.docs.get(k) == v for k, v in expected_docs.items()),
                                          len(expected_docs))}))
