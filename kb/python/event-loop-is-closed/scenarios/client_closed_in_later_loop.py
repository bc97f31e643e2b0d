"""RuntimeError: Event loop is closed, cause: a client whose connection was opened inside one
asyncio.run() is closed from a later asyncio.run().

The program runs its requests through an async line-protocol client (stdlib asyncio streams) in one
asyncio.run() and closes the client at shutdown in a second asyncio.run(). The connection's transport belongs to the first call's loop, which asyncio.run() closed on
return; closing the client in the second asyncio.run() makes the transport schedule its cleanup on that
closed loop. A local TCP echo server (a thread) answers in upper case and records when a client
disconnects, so the check sees whether the socket was really closed.

Remedies:
  one-loop-for-client-lifetime      create, use and close the client inside one asyncio.run(main())
  new-loop-for-cleanup (dead end)   close the client with a brand-new event loop
  suppress-close-error (dead end)   catch the RuntimeError around close()
"""
import asyncio, json, socket, sys, threading, time

REMEDIES = {"one-loop-for-client-lifetime", "new-loop-for-cleanup", "suppress-close-error"}
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
DISCONNECTED = threading.Event()


def serve():
    conn, _ = srv.accept()
    f = conn.makefile("rwb")
    for line in f:
        f.write(line.upper())
        f.flush()
    DISCONNECTED.set()  # EOF: the client closed its socket


threading.Thread(target=serve, daemon=True).start()


class LineClient:
    def __init__(self, host, port):
        self.host, self.port = host, port
        self.reader = self.writer = None

    async def request(self, text):
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
        self.writer.write(text.encode() + b"\n")
        await self.writer.drain()
        return (await self.reader.readline()).decode().strip()

    async def aclose(self):
        if self.writer is not None:
            self.writer.close()
            await self.writer.wait_closed()

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc):
        await self.aclose()


WORDS = ["alpha", "beta", "gamma"]


async def work(client):
    return [await client.request(w) for w in WORDS]


if REMEDY == "one-loop-for-client-lifetime":
    async def main():
        async with LineClient("127.0.0.1", PORT) as client:
            return await work(client)
    answers = asyncio.run(main())
else:
    client = LineClient("127.0.0.1", PORT)
    answers = asyncio.run(work(client))      # the connection is opened on this loop, which run() then closes
    if REMEDY == "new-loop-for-cleanup":
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(client.aclose())
        finally:
            loop.close()
    elif REMEDY == "suppress-close-error":
        try:
            asyncio.run(client.aclose())
        except RuntimeError:
            pass
    else:
        asyncio.run(client.aclose())          # shutdown step in its own asyncio.run()

closed = DISCONNECTED.wait(2.0)
expected = [w.upper() for w in WORDS]
ok = answers == expected and closed
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "answers %r (expected %r); server saw the client "
                                       "disconnect: %s" % (answers, expected, closed)}))
