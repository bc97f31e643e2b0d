"""OSError: [Errno 98] Address already in use, cause: another process is listening on the port.

An earlier instance of the same development server is still running in another terminal
(or another service uses the port). A second server is started on the same fixed port and
bind() fails. The "other process" is started by the scenario and killed at the end.

Remedies:
  use-a-free-or-configurable-port   take the port from configuration, and in tests bind to port 0
                                    so the OS picks a free one (or stop the old process first)
  set-so-reuseaddr-for-a-listener   (dead end) set SO_REUSEADDR on the new socket
"""
import json, socket, subprocess, sys, threading, time, urllib.request
from http.server import BaseHTTPRequestHandler, HTTPServer

REMEDIES = {"use-a-free-or-configurable-port", "set-so-reuseaddr-for-a-listener"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

# The old instance: a separate process listening on a port it reports back.
OLD = ("import socket, sys, time\n"
       "s = socket.socket(); s.bind(('127.0.0.1', 0)); s.listen()\n"
       "print(s.getsockname()[1], flush=True); time.sleep(60)\n")
old = subprocess.Popen([sys.executable, "-c", OLD], stdout=subprocess.PIPE, text=True)
try:
    PORT = int(old.stdout.readline())          # the port in the project's settings

    class Hello(BaseHTTPRequestHandler):
        def do_GET(self):
            body = b"hello from the new server"
            self.send_response(200); self.send_header("Content-Length", str(len(body))); self.end_headers()
            self.wfile.write(body)

        def log_message(self, *a):
            pass

    class Server(HTTPServer):
        allow_reuse_address = False

        def server_bind(self):
            if REMEDY == "set-so-reuseaddr-for-a-listener":
                self.socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            super().server_bind()

    port = 0 if REMEDY == "use-a-free-or-configurable-port" else PORT
    server = Server(("127.0.0.1", port), Hello)
    port = server.server_address[1]
    threading.Thread(target=server.serve_forever, daemon=True).start()
    with urllib.request.urlopen("http://127.0.0.1:%d/" % port, timeout=10) as r:
        got = r.read().decode()
    server.shutdown()
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == "hello from the new server", "detail": "served %r on %s (the old instance keeps the configured port; clients must use the new one)" % (got, "a free port" if port != PORT else "the configured port")}))
finally:
    old.kill(); old.wait()
