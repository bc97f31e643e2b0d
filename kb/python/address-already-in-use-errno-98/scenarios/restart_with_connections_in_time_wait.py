"""OSError: [Errno 98] Address already in use, cause: the server is restarted while its old
connections are in TIME_WAIT.

A small socketserver.TCPServer (allow_reuse_address is False by default there) served a
client and closed the connection first, then the server was stopped and immediately started
again on the same port, as a code reload or a crash-and-restart does. Nothing listens on the
port any more, but the closed connection stays in TIME_WAIT for up to a minute, and without
SO_REUSEADDR Linux refuses the bind.

Remedies:
  set-so-reuseaddr              allow_reuse_address = True (SO_REUSEADDR) before bind
  sleep-and-retry               (dead end) wait one second and try again
"""
import json, socket, socketserver, sys, threading, time

REMEDIES = {"set-so-reuseaddr", "sleep-and-retry"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)


class Echo(socketserver.StreamRequestHandler):
    def handle(self):
        self.wfile.write(self.rfile.readline().upper())   # the server closes first: TIME_WAIT on its side


class Server(socketserver.TCPServer):
    allow_reuse_address = REMEDY == "set-so-reuseaddr"


def serve_once(port):
    srv = Server(("127.0.0.1", port), Echo)
    t = threading.Thread(target=srv.serve_forever, daemon=True)
    t.start()
    port = srv.server_address[1]
    with socket.create_connection(("127.0.0.1", port), timeout=10) as c:
        c.sendall(b"ping\n")
        reply = c.makefile("rb").readline()
        time.sleep(0.2)                                  # let the server's close reach the client
    srv.shutdown(); srv.server_close()
    return port, reply


port, first = serve_once(0)                              # first run
if REMEDY == "sleep-and-retry":
    time.sleep(1.0)
_, second = serve_once(port)                             # the restart, on the same port
print("KNOWNFIX_CHECK " + json.dumps({"ok": first == second == b"PING\n", "detail": "replies %r and %r on port %d" % (first, second, port)}))
