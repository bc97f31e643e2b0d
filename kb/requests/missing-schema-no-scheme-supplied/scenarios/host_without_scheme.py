"""MissingSchema: Invalid URL '127.45.67.89/status': No scheme supplied, cause: a host (and path) without http://.

A monitoring script reads the address of a device's status page from its inventory, where it is
written the way people type it into a browser: "127.45.67.89/status" (or "www.example.com/api").
There is no colon, so requests sees no scheme at all and raises MissingSchema. The device serves
plain HTTP on port 80; the lab binds its server to port 80 of a loopback address of its own
(127.45.67.89), which needs root, as the lab runs.

Remedies:
  add-the-scheme          prepend the scheme the server speaks (http:// here) when the value has none
  follow-the-suggestion   (dead end) prepend "https://" as the message suggests: the device has no TLS
"""
import json
import socket
from http.server import HTTPServer
import threading
from urllib.parse import urlsplit

import requests

from httpkit import BaseHTTPRequestHandler, check, parse_remedy

REMEDY = parse_remedy({"add-the-scheme", "follow-the-suggestion"})
STATUS = {"device": "ups-2", "battery": 97, "on_mains": True}


class Device(BaseHTTPRequestHandler):
    def do_GET(self):
        body = json.dumps(STATUS).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


class Server(HTTPServer):
    allow_reuse_address = True

    def handle_error(self, request, client_address):
        pass


srv = Server(("127.45.67.89", 80), Device)
threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
try:
    address = "127.45.67.89/status"   # from the inventory
    if REMEDY == "add-the-scheme" and urlsplit(address).scheme not in ("http", "https"):
        address = "http://" + address
    elif REMEDY == "follow-the-suggestion":
        address = "https://" + address
    r = requests.get(address, timeout=5)
    r.raise_for_status()
    check(r.json() == STATUS, "status %s" % r.json())
finally:
    srv.shutdown()
    srv.server_close()
