"""HTTPError: 429 Client Error: Too Many Requests for url: ..., cause: requests sent faster than the rate limit.

A client fetches 12 records from an API that allows 5 requests per second per client and answers
the sixth with 429 and "Retry-After: 1", as rate-limited APIs do. The loop sends them back to back,
so the sixth request gets 429 and raise_for_status() raises.

Remedies:
  honor-retry-after       urllib3 Retry(total=5, status_forcelist=[429], backoff_factor=0.2): waits as Retry-After says
  throttle-requests       space the requests so that no more than 5 fall into one second
  retry-immediately       (dead end) catch the 429 and send the request again at once, up to 3 times
"""
import json
import threading
import time

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from httpkit import BaseHTTPRequestHandler, check, parse_remedy, serve

REMEDY = parse_remedy({"honor-retry-after", "throttle-requests", "retry-immediately"})
LIMIT, WINDOW = 5, 1.0
RECORDS = {i: {"id": i, "name": "item-%02d" % i} for i in range(12)}
lock, hits = threading.Lock(), []


class Api(BaseHTTPRequestHandler):
    def do_GET(self):
        now = time.monotonic()
        with lock:
            while hits and hits[0] <= now - WINDOW:
                hits.pop(0)
            limited = len(hits) >= LIMIT
            if not limited:
                hits.append(now)
        if limited:
            body = b'{"error": "rate limit exceeded"}'
            self.send_response(429)
            self.send_header("Retry-After", "1")
        else:
            body = json.dumps(RECORDS[int(self.path.rsplit("/", 1)[1])]).encode()
            self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


with serve(Api) as port:
    session = requests.Session()
    if REMEDY == "honor-retry-after":
        session.mount("http://", HTTPAdapter(max_retries=Retry(total=5, status_forcelist=[429], backoff_factor=0.2)))
    got = {}
    t0 = time.monotonic()
    for i in RECORDS:
        if REMEDY == "throttle-requests":
            time.sleep(WINDOW / LIMIT + 0.02)
        url = "http://127.0.0.1:%d/records/%d" % (port, i)
        r = session.get(url, timeout=5)
        if REMEDY == "retry-immediately":
            for attempt in range(3):
                if r.status_code != 429:
                    break
                r = session.get(url, timeout=5)
        r.raise_for_status()
        got[i] = r.json()
    check(got == RECORDS, "%d of %d records in %.1f s" % (len(got), len(RECORDS), time.monotonic() - t0))
