"""MissingSchema: Invalid URL 'None/items': No scheme supplied, cause: an unset setting formatted into the URL.

A service builds its URLs from an environment variable: f"{os.environ.get('INVENTORY_API_URL')}/items".
The variable is not set where the code runs (a new shell, a cron job, a container without the
env file), so get() returns None and the URL becomes "None/items". The message's URL starts with
None (or with "/" when the default is an empty string).

Remedies:
  require-the-setting        read the variable with os.environ[...] and fail with a clear message; set it where the code runs
  default-to-empty-string    (dead end) os.environ.get("INVENTORY_API_URL", "")
"""
import json
import os

import requests

from httpkit import BaseHTTPRequestHandler, check, parse_remedy, serve

REMEDY = parse_remedy({"require-the-setting", "default-to-empty-string"})
ITEMS = [{"sku": "A-100", "qty": 3}, {"sku": "B-220", "qty": 0}]


class Api(BaseHTTPRequestHandler):
    def do_GET(self):
        body = json.dumps(ITEMS).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def api_base():
    if REMEDY == "require-the-setting":
        try:
            return os.environ["INVENTORY_API_URL"].rstrip("/")
        except KeyError:
            raise SystemExit("INVENTORY_API_URL is not set: export INVENTORY_API_URL=http://host:port") from None
    if REMEDY == "default-to-empty-string":
        return os.environ.get("INVENTORY_API_URL", "")
    return os.environ.get("INVENTORY_API_URL")


with serve(Api) as port:
    os.environ.pop("INVENTORY_API_URL", None)
    if REMEDY == "require-the-setting":
        os.environ["INVENTORY_API_URL"] = "http://127.0.0.1:%d" % port  # the deployment sets it
    r = requests.get(f"{api_base()}/items", timeout=5)
    r.raise_for_status()
    check(r.json() == ITEMS, "items %s" % r.json())
