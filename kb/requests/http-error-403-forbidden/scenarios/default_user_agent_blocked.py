"""HTTPError: 403 Client Error: Forbidden for url: ..., cause: the site refuses the default python-requests User-Agent.

A public data service asks automated clients to identify themselves (application name and contact,
as the Wikimedia and SEC EDGAR policies ask) and answers 403 to requests whose User-Agent is the
library default "python-requests/x.y". The same URL works in a browser.

Remedies:
  identify-the-client   headers={"User-Agent": "inventory-sync/1.4 (ops@example.com)"}
"""
import json

import requests

from httpkit import BaseHTTPRequestHandler, check, parse_remedy, serve

REMEDY = parse_remedy({"identify-the-client"})
DATA = {"series": "CPI", "values": [301.8, 302.4, 303.1]}


class Data(BaseHTTPRequestHandler):
    def do_GET(self):
        ua = self.headers.get("User-Agent", "")
        if not ua or ua.startswith("python-requests/"):
            body = b"<html><h1>403 Forbidden</h1>Please identify your client: see /robots.txt and our API policy.</html>"
            self.send_response(403)
            self.send_header("Content-Type", "text/html")
        else:
            body = json.dumps(DATA).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


with serve(Data) as port:
    headers = {}
    if REMEDY == "identify-the-client":
        headers["User-Agent"] = "inventory-sync/1.4 (ops@example.com)"
    r = requests.get("http://127.0.0.1:%d/api/series/CPI" % port, headers=headers, timeout=5)
    r.raise_for_status()
    check(r.json() == DATA, "series %s" % r.json())
