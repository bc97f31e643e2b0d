"""Task was destroyed but it is pending!, cause: a task started with asyncio.create_task() and not kept
anywhere is garbage-collected while it waits.

A broker keeps its subscribers' queues in a weakref.WeakSet (so that a subscriber that goes away does not
leak). A subscriber task is started with asyncio.create_task() and its result is not stored. While the task
waits on its queue, nothing strong refers to it: the event loop keeps only weak references to tasks, the
queue is held by the task's own frame and by the WeakSet. The garbage collector frees the whole cycle, and
asyncio logs the error from Task.__del__. The program calls gc.collect() between messages so the
collection happens at a fixed point instead of whenever the collector would run.

asyncio logs the message (logger "asyncio", level ERROR); the program records it with a logging handler,
keeps the default printing, and exits with status 1 when it was logged.

Remedies:
  keep-task-reference               keep the task in a set until it is done (the create_task documentation's pattern)
  silence-asyncio-logger (dead end) logging.getLogger("asyncio").setLevel(logging.CRITICAL)
"""
import asyncio, gc, json, logging, sys, weakref

REMEDIES = {"keep-task-reference", "silence-asyncio-logger"}
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


class Broker:
    def __init__(self):
        self.subscribers = weakref.WeakSet()

    def publish(self, msg):
        for q in list(self.subscribers):
            q.put_nowait(msg)


async def subscriber(broker, received):
    q = asyncio.Queue()
    broker.subscribers.add(q)
    while True:
        msg = await q.get()
        received.append(msg)


BACKGROUND = set()


async def main():
    broker, received = Broker(), []
    task = asyncio.create_task(subscriber(broker, received))
    if REMEDY == "keep-task-reference":
        BACKGROUND.add(task)
        task.add_done_callback(BACKGROUND.discard)
    del task
    await asyncio.sleep(0)                   # the subscriber registers its queue
    for i in range(5):
        gc.collect()                         # a collection can happen at any allocation
        broker.publish("msg-%d" % i)
        await asyncio.sleep(0.001)
    for t in list(BACKGROUND):
        t.cancel()
    return received


received = asyncio.run(main())
gc.collect()
if LOGGED:
    sys.exit(1)
expected = ["msg-%d" % i for i in range(5)]
print("KNOWNFIX_CHECK " + json.dumps({"ok": received == expected,
                                       "detail": "subscriber received %r, expected %r" % (received, expected)}))
