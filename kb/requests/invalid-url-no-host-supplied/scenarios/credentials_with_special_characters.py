"""InvalidURL: Failed to parse: http://admin:fp#567@..., cause: a password with special characters put in the URL.

A camera client builds f"http://{user}:{password}@{host}/ISAPI/System/deviceInfo". The password
contains "#", which starts the fragment of a URL, so the parser sees the host "admin:fp" with the
port "fp" and gives up ("Failed to parse", and in urllib3 2 "'admin:fp' is not a valid host or
port"). "@", "/", "?" and ":" in a password break the URL the same way.

Remedies:
  pass-credentials-with-auth   auth=(user, password): requests builds the Authorization header, the URL stays clean
"""
import base64
import json

import requests

from httpkit import BaseHTTPRequestHandler, check, parse_remedy, serve

REMEDY = parse_remedy({"pass-credentials-with-auth"})
USER, PASSWORD = "admin", "fp#567@x"
INFO = {"model": "DS-2CD2143G2", "firmware": "V5.7.3"}
EXPECTED = "Basic " + base64.b64encode(("%s:%s" % (USER, PASSWORD)).encode()).decode()


class Camera(BaseHTTPRequestHandler):
    def do_GET(self):
        if self.headers.get("Authorization") != EXPECTED:
            body = b'{"error": "unauthorized"}'
            self.send_response(401)
        else:
            body = json.dumps(INFO).encode()
            self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


with serve(Camera) as port:
    host = "127.0.0.1:%d" % port
    if REMEDY == "pass-credentials-with-auth":
        r = requests.get(f"http://{host}/ISAPI/System/deviceInfo", auth=(USER, PASSWORD), timeout=5)
    else:
        r = requests.get(f"http://{USER}:{PASSWORD}@{host}/ISAPI/System/deviceInfo", timeout=5)
    r.raise_for_status()
    check(r.json() == INFO, "device info %s" % r.json())
