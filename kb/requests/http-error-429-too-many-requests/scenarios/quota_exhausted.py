"""HTTPError: 429 Client Error: Too Many Requests for url: ..., cause: a quota that will not reset soon.

An enrichment job looks up 30 rows against a geocoding-style API whose key allows 10 requests per
day. The rows contain only 8 distinct addresses, but the job asks once per row, so request 11 gets
429 with "Retry-After: 3600". Waiting is not an option in a batch job.

Remedies:
  cache-repeated-requests   ask once per distinct address and reuse the answer (8 requests)
  honor-retry-after         (dead end here) urllib3 Retry(status_forcelist=[429]) sleeps the hour Retry-After asks for
"""
import json
import threading
from urllib.parse import parse_qs, urlsplit

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from httpkit import BaseHTTPRequestHandler, check, parse_remedy, serve

REMEDY = parse_remedy({"cache-repeated-requests", "honor-retry-after"})
QUOTA = 10
ADDRESSES = ["%d Main St" % n for n in (1, 2, 3, 5, 8, 13, 21, 34)]
ROWS = [ADDRESSES[(i * 5) % len(ADDRESSES)] for i in range(30)]
lock, used = threading.Lock(), {"n": 0}


def coords(address):
    n = int(address.split()[0])
    return {"lat": round(40 + n / 100, 4), "lon": round(-73 - n / 100, 4)}


class Geo(BaseHTTPRequestHandler):
    def do_GET(self):
        with lock:
            used["n"] += 1
            over = used["n"] > QUOTA
        if over:
            body = b'{"error": "daily quota exceeded"}'
            self.send_response(429)
            self.send_header("Retry-After", "3600")
        else:
            address = parse_qs(urlsplit(self.path).query)["q"][0]
            body = json.dumps(coords(address)).encode()
            self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


with serve(Geo) as port:
    session = requests.Session()
    if REMEDY == "honor-retry-after":
        session.mount("http://", HTTPAdapter(max_retries=Retry(total=5, status_forcelist=[429], backoff_factor=0.2)))
    cache = {}

    def geocode(address):
        if REMEDY == "cache-repeated-requests" and address in cache:
            return cache[address]
        r = session.get("http://127.0.0.1:%d/geocode" % port, params={"q": address}, timeout=5)
        r.raise_for_status()
        cache[address] = r.json()
        return cache[address]

    result = [geocode(a) for a in ROWS]
    ok = result == [coords(a) for a in ROWS]
    check(ok, "%d rows geocoded with %d requests (quota %d)" % (len(result), used["n"], QUOTA))
