"""InvalidURL: Invalid URL 'http:///api/...': No host supplied, cause: the host part of the URL is empty.

A smart-home add-on builds its URL from a setting: f"http://{bridge_ip}/api/{user}/lights". The
bridge address has not been discovered or entered yet, so the setting is an empty string and the
URL becomes "http:///api/...": a scheme and a path, no host.

Remedies:
  require-a-host   check urlsplit(url).hostname (or the setting) before requesting, and set the address
"""
import json
from urllib.parse import urlsplit

import requests

from httpkit import BaseHTTPRequestHandler, check, parse_remedy, serve

REMEDY = parse_remedy({"require-a-host"})
LIGHTS = {"1": {"name": "desk", "on": True}, "2": {"name": "hall", "on": False}}


class Bridge(BaseHTTPRequestHandler):
    def do_GET(self):
        body = json.dumps(LIGHTS).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


with serve(Bridge) as port:
    settings = {"bridge_ip": "", "user": "k3y"}            # not discovered yet
    if REMEDY == "require-a-host":
        settings["bridge_ip"] = "127.0.0.1:%d" % port      # discovery (or the user) filled it in
    url = f"http://{settings['bridge_ip']}/api/{settings['user']}/lights"
    if REMEDY == "require-a-host" and not urlsplit(url).hostname:
        raise SystemExit("bridge address is not configured")
    r = requests.get(url, timeout=5)
    r.raise_for_status()
    check(r.json() == LIGHTS, "lights %s" % r.json())
