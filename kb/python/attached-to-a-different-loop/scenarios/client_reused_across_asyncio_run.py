"""RuntimeError: Task ... got Future <Future pending> attached to a different loop, cause: a
client connection reused across asyncio.run() calls.

A small async client opens its connection lazily and keeps it in a module-level object. A
sync helper calls asyncio.run() for every question, so the second call uses a stream whose
transport lives on the first (now closed) loop; waiting for the reply creates a future that
the old loop would have to complete.

Remedies:
  one-loop-for-the-client   do all the calls inside one asyncio.run(main()) (or create and close
                            the client inside each run)
"""
import asyncio, json, socket, sys, threading

REMEDIES = {"one-loop-for-the-client"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

srv = socket.socket()
srv.bind(("127.0.0.1", 0))
srv.listen()
PORT = srv.getsockname()[1]


def serve():
    while True:
        conn, _ = srv.accept()
        f = conn.makefile("rwb")
        for line in f:
            f.write(line.upper())
            f.flush()


threading.Thread(target=serve, daemon=True).start()


class Client:
    def __init__(self):
        self.reader = self.writer = None

    async def ask(self, text):
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection("127.0.0.1", PORT)
        self.writer.write(text.encode() + b"\n")
        await self.writer.drain()
        return (await asyncio.wait_for(self.reader.readline(), 10)).decode().strip()


client = Client()
questions = ["hello", "world", "again"]
if REMEDY == "one-loop-for-the-client":
    async def main():
        return [await client.ask(q) for q in questions]
    got = asyncio.run(main())
else:
    got = [asyncio.run(client.ask(q)) for q in questions]
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == ["HELLO", "WORLD", "AGAIN"], "detail": "%r" % (got,)}))
