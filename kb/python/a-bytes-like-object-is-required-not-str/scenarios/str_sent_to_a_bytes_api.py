"""TypeError: a bytes-like object is required, not 'str', cause: a str passed to an API that
works on bytes (sockets, pipes, bytes methods).

A client sends a command over a socket with sock.sendall("PING\\n"); sockets carry bytes.
The same error comes from bytes methods given a str argument (data.split(",") on bytes
read from a subprocess or a binary file).

Remedies:
  encode-and-decode-at-the-edge   encode str to bytes when sending (and decode bytes when
                                  receiving), with an explicit encoding
"""
import json, socket, sys, threading

REMEDIES = {"encode-and-decode-at-the-edge"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

srv = socket.socket()
srv.bind(("127.0.0.1", 0))
srv.listen()


def serve():
    c, _ = srv.accept()
    data = c.makefile("rb").readline()
    c.sendall(b"PONG " + data)
    c.close()


threading.Thread(target=serve, daemon=True).start()
with socket.create_connection(srv.getsockname(), timeout=10) as s:
    if REMEDY == "encode-and-decode-at-the-edge":
        s.sendall("PING café\n".encode("utf-8"))
        reply = s.makefile("rb").readline().decode("utf-8").strip()
    else:
        s.sendall("PING café\n")
        reply = s.makefile("rb").readline().decode("utf-8").strip()
print("KNOWNFIX_CHECK " + json.dumps({"ok": reply == "PONG PING café", "detail": "reply %r" % reply}))
