"""ConnectionError: Max retries exceeded ... (name resolution failed), cause: the host name resolves nowhere.

A client reads the API host from its configuration. The name there is one that only exists on
another network (a docker compose service name, an internal DNS zone, a misspelt host); on the
machine that runs the client no resolver knows it, so urllib3 fails in socket.getaddrinfo before any
connection is attempted and requests raises ConnectionError. The name under ``.invalid`` stands in
for it (RFC 6761: it never resolves). The service itself is reachable as ``localhost``.

Remedies:
  use-a-name-that-resolves     point the client at a name that resolves where it runs (localhost here)
  retry-connect-with-backoff   (dead end here) urllib3 Retry(connect=3, backoff_factor=0.1)
  raise-the-timeout            (dead end) timeout=60
"""
import json

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from httpkit import BaseHTTPRequestHandler, check, parse_remedy, serve

REMEDY = parse_remedy({"use-a-name-that-resolves", "retry-connect-with-backoff", "raise-the-timeout"})
ITEMS = [{"sku": "A-100", "qty": 3}, {"sku": "B-220", "qty": 0}, {"sku": "C-310", "qty": 12}]


class Inventory(BaseHTTPRequestHandler):
    def do_GET(self):
        body = json.dumps({"items": ITEMS}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


with serve(Inventory) as port:
    config = {"api_host": "inventory-api.invalid", "api_port": port}  # the compose service name
    if REMEDY == "use-a-name-that-resolves":
        config["api_host"] = "localhost"  # where the service's port is published
    session = requests.Session()
    if REMEDY == "retry-connect-with-backoff":
        session.mount("http://", HTTPAdapter(max_retries=Retry(connect=3, backoff_factor=0.1)))
    timeout = 60 if REMEDY == "raise-the-timeout" else 5
    r = session.get("http://%s:%d/api/items" % (config["api_host"], config["api_port"]), timeout=timeout)
    r.raise_for_status()
    got = r.json()["items"]
    check(got == ITEMS, "received %d items, expected %d identical ones" % (len(got), len(ITEMS)))
