"""json.decoder.JSONDecodeError: Expecting value, cause: the server answered with HTML.

A client fetches /api/items from a local web app. The app serves its single-page front end
(index.html, status 200) for every path it does not know, and the client asks for the
wrong path (/items instead of /api/items). The body starts with "<!doctype html>", so json
fails at its very first character. The same happens with a login page, a proxy's error
page or a rate-limit page.

Remedies:
  check-status-and-content-type    request the right endpoint, and refuse a response that is
                                   not application/json, showing the start of the body
  strip-body                       (dead end) .strip() the body before json.loads
"""
import json, sys, threading, urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

REMEDIES = {"check-status-and-content-type", "strip-body"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

ITEMS = [{"id": 1, "name": "bolt"}, {"id": 2, "name": "nut"}]


class App(BaseHTTPRequestHandler):
    def do_GET(self):
        if self.path == "/api/items":
            body, ctype = json.dumps(ITEMS).encode(), "application/json"
        else:                                   # SPA fallback: the front end for every other path
            body, ctype = b"\n<!doctype html><html><head><title>Shop</title></head><body><div id=app></div></body></html>", "text/html; charset=utf-8"
        self.send_response(200)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


server = ThreadingHTTPServer(("127.0.0.1", 0), App)
threading.Thread(target=server.serve_forever, daemon=True).start()
base = "http://127.0.0.1:%d" % server.server_address[1]


def fetch_items():
    if REMEDY == "check-status-and-content-type":
        with urllib.request.urlopen(base + "/api/items", timeout=10) as resp:
            ctype = resp.headers.get("Content-Type", "")
            body = resp.read()
        if resp.status != 200 or not ctype.startswith("application/json"):
            raise RuntimeError("expected JSON from /api/items, got %s %s: %r" % (resp.status, ctype, body[:80]))
        return json.loads(body)
    with urllib.request.urlopen(base + "/items", timeout=10) as resp:
        body = resp.read().decode()
    if REMEDY == "strip-body":
        body = body.strip()
    return json.loads(body)


try:
    got = fetch_items()
finally:
    server.shutdown()
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == ITEMS, "detail": "got %r" % (got,)}))
