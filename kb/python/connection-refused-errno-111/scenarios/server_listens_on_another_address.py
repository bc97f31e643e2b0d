"""ConnectionRefusedError: [Errno 111] Connection refused, cause: the server listens on
another address than the one the client uses.

A development server binds to 127.0.0.1 (the default of many frameworks). The client
connects to another address of the same machine: its LAN address, the host as seen from a
container, or here 127.0.0.2 (also a loopback address on Linux, but not the one the server
bound). Nothing listens on that address and port, so the connection is refused.

Remedies:
  connect-to-the-listening-address   connect to the address the server listens on
  listen-on-the-address-clients-use  bind the server to the address clients connect to
"""
import json, socket, sys, threading

REMEDIES = {"connect-to-the-listening-address", "listen-on-the-address-clients-use"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

srv = socket.socket()
srv.bind(("127.0.0.2" if REMEDY == "listen-on-the-address-clients-use" else "127.0.0.1", 0))   # default: what `app.run()` / `--host 127.0.0.1` does
srv.listen()
PORT = srv.getsockname()[1]


def serve():
    c, _ = srv.accept()
    c.sendall(b"pong\n")
    c.close()


threading.Thread(target=serve, daemon=True).start()
host = "127.0.0.1" if REMEDY == "connect-to-the-listening-address" else "127.0.0.2"
with socket.create_connection((host, PORT), timeout=5) as conn:
    got = conn.makefile().readline().strip()
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == "pong", "detail": "got %r from %s:%d" % (got, host, PORT)}))
