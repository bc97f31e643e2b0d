"""RuntimeError: Event loop is closed, cause: an unclosed transport of the Windows proactor event loop is
garbage-collected after asyncio.run() closed the loop ("Exception ignored in: <function
_ProactorBasePipeTransport.__del__ ...>").

ProactorEventLoop exists only on Windows (the default loop there since Python 3.8), but the transport
class whose __del__ fails, asyncio.proactor_events._ProactorBasePipeTransport, is plain Python and
imports on every platform. This program drives that real class with the default loop of the platform:
a coroutine wraps one end of a socket pair in it, as a client library's connection would be, returns
without closing it, and the transport is collected after asyncio.run() has closed the loop. Python 3.8
and 3.9 call self.close() in __del__, which schedules a callback on the closed loop; since
python/cpython PR 92842 __del__ closes the socket directly (the lab's 3.10+ interpreters).

The error is raised inside __del__, so Python prints it as "Exception ignored in" and carries on; the
program records it with sys.unraisablehook, lets the default hook print it, and exits with status 1.

Remedies:
  close-transport-before-loop-ends           close the connection inside the coroutine, and let the loop
                                              run its close callback before asyncio.run() returns
  loop-never-closed (dead end)               loop.run_until_complete(main()) on a loop that is never closed
"""
import asyncio, gc, json, socket, sys
from asyncio import proactor_events

REMEDIES = {"close-transport-before-loop-ends", "loop-never-closed"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

UNRAISABLE = []
_default_hook = sys.unraisablehook


def hook(u):
    UNRAISABLE.append(u)
    _default_hook(u)


sys.unraisablehook = hook

ours, peer = socket.socketpair()


class Protocol(asyncio.Protocol):
    def connection_made(self, transport):
        self.made = True


async def main():
    loop = asyncio.get_running_loop()
    transport = proactor_events._ProactorBasePipeTransport(loop, ours, Protocol())
    await asyncio.sleep(0)             # connection_made runs
    ours.sendall(b"ping")              # the "request"
    reply = peer.recv(4)
    if REMEDY == "close-transport-before-loop-ends":
        transport.close()
        await asyncio.sleep(0)         # the loop runs _call_connection_lost, which closes the socket
    app.transport = transport          # kept by the client object, as a connection pool would
    return reply


class App:
    transport = None


app = App()
if REMEDY == "loop-never-closed":
    loop = asyncio.new_event_loop()
    reply = loop.run_until_complete(main())
else:
    reply = asyncio.run(main())
app.transport = None                   # the client goes away after the loop is closed
gc.collect()

if UNRAISABLE:
    sys.exit(1)
socket_closed = ours.fileno() == -1
ok = reply == b"ping" and socket_closed
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "reply %r (expected b'ping'); the connection's socket "
                                       "was closed: %s" % (reply, socket_closed)}))
