"""ConnectTimeout: ... Connection to 127.0.0.1 timed out. (connect timeout=2), cause: nothing answers the connection attempt.

A job calls a service at the address in its configuration, the service's public address. From
where the job runs, a firewall (a cloud security group, a corporate firewall) silently drops the
packets to that address, so the TCP handshake never gets an answer and the connect timeout
expires. The service is reachable at its internal address. The lab stands in for the filtered
address with a listening socket whose accept queue is full: Linux then drops the SYNs, as a
dropping firewall does.

Remedies:
  connect-to-a-reachable-address   use the address that is open from here (the internal one)
  raise-the-connect-timeout        (dead end) timeout=(6, 10): waits longer for an answer that never comes
  retry-connect-with-backoff       (dead end here) urllib3 Retry(connect=2, backoff_factor=0.2)
"""
import json

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from blackhole import blackhole
from httpkit import BaseHTTPRequestHandler, check, parse_remedy, serve

REMEDY = parse_remedy({"connect-to-a-reachable-address", "raise-the-connect-timeout", "retry-connect-with-backoff"})
ORDERS = {"open": 7, "shipped": 41}


class Service(BaseHTTPRequestHandler):
    def do_GET(self):
        body = json.dumps(ORDERS).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


with serve(Service) as internal_port, blackhole() as (public_port, _):
    base = "http://127.0.0.1:%d" % public_port       # the public address, filtered from here
    timeout = (2, 10)
    session = requests.Session()
    if REMEDY == "connect-to-a-reachable-address":
        base = "http://127.0.0.1:%d" % internal_port
    elif REMEDY == "raise-the-connect-timeout":
        timeout = (6, 10)
    elif REMEDY == "retry-connect-with-backoff":
        session.mount("http://", HTTPAdapter(max_retries=Retry(connect=2, backoff_factor=0.2)))
    r = session.get(base + "/api/orders/summary", timeout=timeout)
    r.raise_for_status()
    check(r.json() == ORDERS, "orders %s" % r.json())
