"""InvalidSchema: No connection adapters were found for 'localhost:PORT/api', cause: host:port given without http://.

A tool takes the address of its backend from a command-line option or an environment variable
and the user gives "localhost:8000" (as many other tools accept). requests' URL parser reads
"localhost" as the scheme, because it comes before the colon, so the error is InvalidSchema (a bare
"www.example.com/api" would be MissingSchema instead).

Remedies:
  add-the-scheme   prepend http:// when the value has no scheme of its own (urllib.parse.urlsplit)
"""
import json
from urllib.parse import urlsplit

import requests

from httpkit import BaseHTTPRequestHandler, check, parse_remedy, serve

REMEDY = parse_remedy({"add-the-scheme"})


class Api(BaseHTTPRequestHandler):
    def do_GET(self):
        body = json.dumps({"status": "ok", "path": self.path}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def normalise(address):
    if REMEDY == "add-the-scheme" and urlsplit(address).scheme not in ("http", "https"):
        address = "http://" + address
    return address.rstrip("/")


with serve(Api) as port:
    backend = "localhost:%d" % port   # --backend localhost:8000
    r = requests.get(normalise(backend) + "/api/health", timeout=5)
    r.raise_for_status()
    check(r.json() == {"status": "ok", "path": "/api/health"}, "health %s" % r.json())
