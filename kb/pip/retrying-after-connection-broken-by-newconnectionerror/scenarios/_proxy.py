"""A minimal forwarding HTTP proxy on 127.0.0.1 (not a scenario): what a company proxy does for
plain-HTTP requests (GET with an absolute URL), enough for pip to reach a local index through it."""
import atexit, threading, urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

_direct = urllib.request.build_opener(urllib.request.ProxyHandler({}))


class _Forward(BaseHTTPRequestHandler):
    def do_GET(self):
        try:
            with _direct.open(self.path, timeout=10) as r:
                body = r.read()
                self.send_response(r.status)
                for k in ("Content-Type", "Last-Modified"):
                    if r.headers.get(k):
                        self.send_header(k, r.headers[k])
        except urllib.error.HTTPError as e:
            body = e.read()
            self.send_response(e.code)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def start_proxy():
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Forward)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    atexit.register(httpd.shutdown)
    return "http://127.0.0.1:%d" % httpd.server_address[1]
