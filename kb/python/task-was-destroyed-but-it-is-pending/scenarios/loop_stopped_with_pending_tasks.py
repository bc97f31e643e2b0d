"""Task was destroyed but it is pending!, cause: the loop is stopped and closed while background tasks are
still pending, and they are destroyed with it.

The program runs main() with loop.run_until_complete(); main() starts a background writer task that
buffers records and flushes them when it is cancelled. main() returns without stopping the writer, the
program closes the loop, and the pending task is destroyed when the loop and its references go away
(at interpreter exit in a real program; here at an explicit gc.collect() after the loop is dropped). The
writer never gets its CancelledError, so its buffer is never flushed.

asyncio logs the message (logger "asyncio", level ERROR); the program records it with a logging handler,
keeps the default printing, and exits with status 1 when it was logged.

Remedies:
  cancel-and-await-background-tasks   cancel the writer and await it before main() returns
  use-asyncio-run                     asyncio.run(main()): it cancels the tasks still pending and waits for them
  silence-asyncio-logger (dead end)   logging.getLogger("asyncio").setLevel(logging.CRITICAL)
"""
import asyncio, gc, json, logging, sys

REMEDIES = {"cancel-and-await-background-tasks", "use-asyncio-run", "silence-asyncio-logger"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

LOGGED = []


class Recorder(logging.Handler):
    def emit(self, record):
        if "Task was destroyed but it is pending" in record.getMessage():
            LOGGED.append(record.getMessage())
            print(self.format(record), file=sys.stderr)


asyncio_logger = logging.getLogger("asyncio")
asyncio_logger.addHandler(Recorder())
if REMEDY == "silence-asyncio-logger":
    asyncio_logger.setLevel(logging.CRITICAL)

STORED = []


async def writer(queue):
    buffer = []
    try:
        while True:
            buffer.append(await queue.get())
            if len(buffer) >= 4:
                STORED.extend(buffer)
                buffer.clear()
    except asyncio.CancelledError:
        STORED.extend(buffer)                # flush what is left on shutdown
        raise


async def main():
    queue = asyncio.Queue()
    task = asyncio.create_task(writer(queue))
    for i in range(10):
        queue.put_nowait(i)
        await asyncio.sleep(0)
    await asyncio.sleep(0.01)
    if REMEDY == "cancel-and-await-background-tasks":
        task.cancel()
        try:
            await task
        except asyncio.CancelledError:
            pass
    return 10


if REMEDY == "use-asyncio-run":
    n = asyncio.run(main())
else:
    loop = asyncio.new_event_loop()
    n = loop.run_until_complete(main())
    loop.close()
    del loop
gc.collect()
if LOGGED:
    sys.exit(1)
expected = list(range(n))
print("KNOWNFIX_CHECK " + json.dumps({"ok": STORED == expected,
                                       "detail": "stored %r, expected %r" % (STORED, expected)}))
