"""ConnectionError: Max retries exceeded ... (name resolution failed), cause: a URL built wrong, host='http'.

A health checker takes its targets from a list the user maintains and builds the URL with
``"http://" + target + "/status"``. One target was entered with its scheme already
("http://localhost:PORT"), so the URL becomes ``http://http://localhost:PORT/status``: urllib3 parses
the host as ``http`` and the path as ``//localhost:PORT/status``, and resolving ``http`` fails. The
traceback shows it: ``HTTPConnectionPool(host='http', port=80)`` and ``with url: //localhost...``.

Remedies:
  build-urls-with-urllib-parse   add a scheme only when the target has none (urllib.parse), then urljoin
"""
import json
from urllib.parse import urljoin, urlsplit

import requests

from httpkit import BaseHTTPRequestHandler, check, parse_remedy, serve

REMEDY = parse_remedy({"build-urls-with-urllib-parse"})


class Status(BaseHTTPRequestHandler):
    def do_GET(self):
        body = json.dumps({"path": self.path, "status": "ok"}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def status_url(target):
    if REMEDY == "build-urls-with-urllib-parse":
        base = target if urlsplit(target).scheme in ("http", "https") else "http://" + target
        return urljoin(base.rstrip("/") + "/", "status")
    return "http://" + target + "/status"


with serve(Status) as port:
    targets = ["127.0.0.1:%d" % port, "http://localhost:%d" % port]  # the second was pasted from a browser
    results = []
    for target in targets:
        r = requests.get(status_url(target), timeout=5)
        r.raise_for_status()
        results.append(r.json())
    ok = results == [{"path": "/status", "status": "ok"}] * 2
    check(ok, "status of %d targets: %s" % (len(results), results))
