"""ReadTimeout: ... Read timed out. (read timeout=0.5), cause: the server needs longer than the read timeout.

A client asks a report endpoint (think: a model that generates text, a database export) for a
result. The server spends 1.5 s before it sends the first byte of the response; the client passes
timeout=0.5, which requests applies to the connect and to every socket read, so the wait for the
status line times out.

Remedies:
  set-connect-and-read-timeouts   timeout=(3.05, 10): a short connect timeout, a read timeout above the server's time
  retry-read-timeouts             (dead end) urllib3 Retry(read=3) with the same timeout
"""
import json
import time

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from httpkit import BaseHTTPRequestHandler, check, parse_remedy, serve

REMEDY = parse_remedy({"set-connect-and-read-timeouts", "retry-read-timeouts"})
WORK_S = 1.5
REPORT = {"rows": 1200, "total": 98765.43}
calls = {"n": 0}


class Report(BaseHTTPRequestHandler):
    def do_GET(self):
        calls["n"] += 1
        time.sleep(WORK_S)  # builds the report
        body = json.dumps(REPORT).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        try:
            self.wfile.write(body)
        except OSError:
            pass


with serve(Report) as port:
    session = requests.Session()
    timeout = 0.5
    if REMEDY == "set-connect-and-read-timeouts":
        timeout = (3.05, 10)
    if REMEDY == "retry-read-timeouts":
        session.mount("http://", HTTPAdapter(max_retries=Retry(total=3, read=3, backoff_factor=0.1)))
    t0 = time.monotonic()
    r = session.get("http://127.0.0.1:%d/report" % port, timeout=timeout)
    r.raise_for_status()
    got = r.json()
    check(got == REPORT, "report %s after %.1f s and %d server call(s)" % (got, time.monotonic() - t0, calls["n"]))
