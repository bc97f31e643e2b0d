"""InvalidSchema: No connection adapters were found for '"http://..."', cause: quotes kept around the URL.

A script reads its settings from a .env-style file and splits each line on "=" by hand. The file
quotes its values (API_URL="http://..."), so the quotes stay part of the string; the URL then
starts with '"http', its scheme is '"http', and requests has no adapter mounted for it.

Remedies:
  parse-the-value-properly   parse the line with shlex (what a .env parser does) so the quotes go away
  strip-whitespace           (dead end) value.strip(): removes spaces and newlines, not quotes
"""
import json
import os
import shlex
import tempfile

import requests

from httpkit import BaseHTTPRequestHandler, check, parse_remedy, serve

REMEDY = parse_remedy({"parse-the-value-properly", "strip-whitespace"})
PRICES = {"A-100": 4.5, "B-220": 12.0}


class Api(BaseHTTPRequestHandler):
    def do_GET(self):
        body = json.dumps(PRICES).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def load_settings(path):
    settings = {}
    for line in open(path):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, _, value = line.partition("=")
        if REMEDY == "parse-the-value-properly":
            value = shlex.split(value)[0] if value else ""
        if REMEDY == "strip-whitespace":
            value = value.strip()
        settings[key.strip()] = value
    return settings


with serve(Api) as port:
    env = os.path.join(tempfile.mkdtemp(), ".env")
    with open(env, "w") as f:
        f.write('# service settings\nAPI_URL="http://127.0.0.1:%d/prices"\nTIMEOUT=5\n' % port)
    settings = load_settings(env)
    r = requests.get(settings["API_URL"], timeout=float(settings["TIMEOUT"]))
    r.raise_for_status()
    check(r.json() == PRICES, "prices %s from %s" % (r.json(), settings["API_URL"]))
