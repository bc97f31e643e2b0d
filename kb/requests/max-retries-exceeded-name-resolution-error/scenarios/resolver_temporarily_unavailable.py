"""ConnectionError: ... [Errno -3] Temporary failure in name resolution, cause: the resolver did not answer.

A batch job downloads records in a loop. For a moment the DNS resolver does not answer (a flaky
VPN or Wi-Fi, a container whose DNS server is briefly unreachable, a resolver overloaded by many
parallel lookups); getaddrinfo then fails with EAI_AGAIN, "[Errno -3] Temporary failure in name
resolution", and requests raises ConnectionError even though the name is right. The lab cannot
break a real resolver, so it simulates the outage: socket.getaddrinfo fails with EAI_AGAIN for the
first two look-ups of one request and then resolves normally. The error still goes through the
real urllib3 and requests code.

Remedies:
  retry-connect-with-backoff   mount an HTTPAdapter with urllib3 Retry(connect=3, backoff_factor=0.1)
  raise-the-timeout            (dead end) timeout=60: a DNS failure is not a timeout
"""
import json
import socket

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from httpkit import BaseHTTPRequestHandler, check, parse_remedy, serve

REMEDY = parse_remedy({"retry-connect-with-backoff", "raise-the-timeout"})
RECORDS = {i: {"id": i, "value": i * i} for i in range(1, 6)}

_real_getaddrinfo = socket.getaddrinfo
_outage = {"left": 0}


def flaky_getaddrinfo(host, *args, **kwargs):
    if _outage["left"] > 0:
        _outage["left"] -= 1
        raise socket.gaierror(socket.EAI_AGAIN, "Temporary failure in name resolution")
    return _real_getaddrinfo(host, *args, **kwargs)


socket.getaddrinfo = flaky_getaddrinfo


class Records(BaseHTTPRequestHandler):
    def do_GET(self):
        rid = int(self.path.rsplit("/", 1)[1])
        body = json.dumps(RECORDS[rid]).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


with serve(Records) as port:
    session = requests.Session()
    if REMEDY == "retry-connect-with-backoff":
        session.mount("http://", HTTPAdapter(max_retries=Retry(connect=3, backoff_factor=0.1)))
    timeout = 60 if REMEDY == "raise-the-timeout" else 5
    got = {}
    for rid in RECORDS:
        if rid == 3:
            _outage["left"] = 2  # the resolver stops answering for a moment
        r = session.get("http://localhost:%d/records/%d" % (port, rid), timeout=timeout)
        r.raise_for_status()
        got[rid] = r.json()
    check(got == RECORDS, "downloaded %d of %d records intact" % (sum(got.get(k) == v for k, v in RECORDS.items()), len(RECORDS)))
