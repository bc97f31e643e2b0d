"""HTTPError: 403 Client Error: Forbidden for url: ..., cause: requests drops Authorization on a redirect to another host.

An API moved: the old host answers every request with 301 to the new host. requests follows the
redirect but, because the host changed, removes the Authorization header (so that credentials are
not leaked to a third party; Session.rebuild_auth). The new host sees no token and answers 403.
In the lab the two "hosts" are 127.0.0.1 and localhost on different ports.

Remedies:
  call-the-new-host-directly   update the base URL to the host the API redirects to
  token-in-session-headers     (dead end) put the token in session.headers: it is removed on the redirect too
"""
import json

import requests

from httpkit import BaseHTTPRequestHandler, check, parse_remedy, serve

REMEDY = parse_remedy({"call-the-new-host-directly", "token-in-session-headers"})
TOKEN = "tok_9f2c1d77e0"
INVOICES = [{"id": "INV-1", "total": 120.0}, {"id": "INV-2", "total": 75.5}]
ports = {}


class NewApi(BaseHTTPRequestHandler):
    def do_GET(self):
        if self.headers.get("Authorization") != "Bearer " + TOKEN:
            body = b'{"message": "Forbidden: missing token"}'
            self.send_response(403)
        else:
            body = json.dumps(INVOICES).encode()
            self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


class OldApi(BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(301)
        self.send_header("Location", "http://localhost:%d%s" % (ports["new"], self.path))
        self.send_header("Content-Length", "0")
        self.end_headers()


with serve(NewApi) as new_port, serve(OldApi) as old_port:
    ports["new"] = new_port
    base = "http://127.0.0.1:%d" % old_port          # the documented base URL before the move
    session = requests.Session()
    headers = {"Authorization": f"Bearer {TOKEN}"}
    if REMEDY == "call-the-new-host-directly":
        base = "http://localhost:%d" % new_port
    if REMEDY == "token-in-session-headers":
        session.headers.update(headers)
        headers = {}
    r = session.get(base + "/v2/invoices", headers=headers, timeout=5)
    r.raise_for_status()
    check(r.json() == INVOICES, "invoices %s after %d redirect(s)" % (r.json(), len(r.history)))
