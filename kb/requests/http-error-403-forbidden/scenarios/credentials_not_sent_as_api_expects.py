"""HTTPError: 403 Client Error: Forbidden for url: ..., cause: the token is not sent the way the API expects.

An API wants "Authorization: Bearer <token>". The client passes the token as auth=("api", token),
which requests sends as HTTP Basic authentication, so the server sees no bearer token and answers
403. (The same 403 appears when the token variable is empty, or sent as ?token= when the API only
reads the header.)

Remedies:
  send-the-token-as-documented   headers={"Authorization": f"Bearer {token}"}
"""
import json

import requests

from httpkit import BaseHTTPRequestHandler, check, parse_remedy, serve

REMEDY = parse_remedy({"send-the-token-as-documented"})
TOKEN = "tok_9f2c1d77e0"
PROJECTS = [{"id": 1, "name": "billing"}, {"id": 2, "name": "search"}]


class Api(BaseHTTPRequestHandler):
    def do_GET(self):
        if self.headers.get("Authorization") != "Bearer " + TOKEN:
            body = b'{"message": "Forbidden"}'
            self.send_response(403)
        else:
            body = json.dumps(PROJECTS).encode()
            self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


with serve(Api) as port:
    url = "http://127.0.0.1:%d/v1/projects" % port
    if REMEDY == "send-the-token-as-documented":
        r = requests.get(url, headers={"Authorization": f"Bearer {TOKEN}"}, timeout=5)
    else:
        r = requests.get(url, auth=("api", TOKEN), timeout=5)  # Basic auth, not a bearer token
    r.raise_for_status()
    check(r.json() == PROJECTS, "projects %s" % r.json())
