"""ConnectionRefusedError: [Errno 111] Connection refused, cause: nothing listens yet.

A test (or a docker compose service) starts a server process and connects right away. The
server needs a moment before it listens (it loads data first), so the first connection
attempt reaches a port where nobody listens, and the kernel answers with a reset.

Remedies:
  wait-until-ready      retry the connection with a short delay until a deadline
  fixed-short-sleep     (dead end) time.sleep(0.1) before connecting
"""
import json, socket, subprocess, sys, time

REMEDIES = {"wait-until-ready", "fixed-short-sleep"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

probe = socket.socket(); probe.bind(("127.0.0.1", 0)); PORT = probe.getsockname()[1]; probe.close()
SERVER = ("import socket, sys, time\n"
          "time.sleep(1.5)                       # loads its data before listening\n"
          "s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)\n"
          "s.bind(('127.0.0.1', %d)); s.listen()\n"
          "c, _ = s.accept(); c.sendall(b'ready: 3 models loaded\\n'); c.close()\n" % PORT)
server = subprocess.Popen([sys.executable, "-c", SERVER])
try:
    if REMEDY == "wait-until-ready":
        deadline = time.monotonic() + 30
        while True:
            try:
                conn = socket.create_connection(("127.0.0.1", PORT), timeout=5)
                break
            except ConnectionRefusedError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)
    else:
        if REMEDY == "fixed-short-sleep":
            time.sleep(0.1)
        conn = socket.create_connection(("127.0.0.1", PORT), timeout=5)
    with conn:
        got = conn.makefile().readline().strip()
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == "ready: 3 models loaded", "detail": "server said %r" % got}))
finally:
    server.kill(); server.wait()
