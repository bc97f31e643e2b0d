"""SSLError: ... [SSL: WRONG_VERSION_NUMBER] wrong version number, cause: https:// sent to a port that speaks plain HTTP.

A client is configured with https://localhost:PORT for a local development server (uvicorn,
flask run, a model server) that listens without TLS. requests starts a TLS handshake; the server
answers with a plain-text HTTP error, whose first bytes OpenSSL reads as a TLS record with an
impossible version number. (A captive portal or a proxy that answers plain HTTP on port 443 gives
the same error.)

Remedies:
  use-the-scheme-the-port-speaks   http:// for the plain-HTTP port (or enable TLS on the server)
  verify-false                     (dead end) verify=False: the handshake itself fails, before any certificate check
"""
import json
import warnings

import requests

from httpkit import BaseHTTPRequestHandler, check, parse_remedy, serve

REMEDY = parse_remedy({"use-the-scheme-the-port-speaks", "verify-false"})
PREDICTION = {"label": "cat", "score": 0.97}


class ModelServer(BaseHTTPRequestHandler):
    def do_POST(self):
        length = int(self.headers.get("Content-Length", 0))
        self.rfile.read(length)
        body = json.dumps(PREDICTION).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


with serve(ModelServer) as port:
    url = "https://localhost:%d/predict" % port
    kwargs = {"json": {"image": "cat.jpg"}, "timeout": 5}
    if REMEDY == "use-the-scheme-the-port-speaks":
        url = "http://localhost:%d/predict" % port
    elif REMEDY == "verify-false":
        kwargs["verify"] = False
        warnings.simplefilter("ignore")
    r = requests.post(url, **kwargs)
    r.raise_for_status()
    check(r.json() == PREDICTION, "prediction %s" % r.json())
