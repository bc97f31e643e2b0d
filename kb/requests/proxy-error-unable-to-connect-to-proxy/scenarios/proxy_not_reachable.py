"""ProxyError: ... Unable to connect to proxy / Cannot connect to proxy., cause: an environment proxy that is not there.

The shell (or the container, or the IDE) exports HTTP_PROXY / HTTPS_PROXY for a proxy that is
not running or not reachable from here: a local Clash/V2Ray-style proxy on 127.0.0.1 that was
stopped, a corporate proxy that only answers on the VPN. requests picks the variables up by
itself (trust_env), so even a request to an internal service goes to the proxy and fails there.
The service itself is reachable directly.

Remedies:
  no-proxy-for-internal-hosts   NO_PROXY=127.0.0.1,localhost (or unset the stale variables)
  ignore-environment-proxies    session.trust_env = False for this client
  empty-proxies-dict            (dead end) requests.get(url, proxies={}): the environment still applies
"""
import json
import os
import socket

import requests

from httpkit import BaseHTTPRequestHandler, check, parse_remedy, serve

REMEDY = parse_remedy({"no-proxy-for-internal-hosts", "ignore-environment-proxies", "empty-proxies-dict"})
METRICS = {"queue_depth": 4, "workers": 3}

probe = socket.socket()
probe.bind(("127.0.0.1", 0))
DEAD_PROXY = probe.getsockname()[1]
probe.close()
for name in ("HTTP_PROXY", "HTTPS_PROXY", "http_proxy", "https_proxy", "NO_PROXY", "no_proxy", "ALL_PROXY", "all_proxy"):
    os.environ.pop(name, None)
os.environ["HTTP_PROXY"] = os.environ["HTTPS_PROXY"] = "http://127.0.0.1:%d" % DEAD_PROXY  # the stopped proxy


class Metrics(BaseHTTPRequestHandler):
    def do_GET(self):
        body = json.dumps(METRICS).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


with serve(Metrics) as port:
    url = "http://127.0.0.1:%d/metrics" % port
    session = requests.Session()
    kwargs = {"timeout": 5}
    if REMEDY == "no-proxy-for-internal-hosts":
        os.environ["NO_PROXY"] = "127.0.0.1,localhost"
    elif REMEDY == "ignore-environment-proxies":
        session.trust_env = False
    elif REMEDY == "empty-proxies-dict":
        kwargs["proxies"] = {}
    r = session.get(url, **kwargs)
    r.raise_for_status()
    check(r.json() == METRICS, "metrics %s" % r.json())
