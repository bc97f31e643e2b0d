"""ReadTimeout: ... Read timed out. (read timeout=1), cause: more parallel requests than the server can serve.

A crawler downloads 24 pages with a thread pool of 24 workers. The server handles one request at a
time (one worker process, a rate-limited upstream) and needs 0.15 s per page, so the requests queue
up on the server side: the last ones wait more than 3 s for their first byte and time out with
timeout=1 although each page alone is fast.

Remedies:
  limit-concurrency              a pool of 2 workers: requests no longer wait in the server's queue
  set-connect-and-read-timeouts  (partial) timeout=(3.05, 10): the queue fits in the read timeout, every page still waits
  retry-read-timeouts            (dead end) urllib3 Retry(read=3): each retry joins the back of the queue
"""
import hashlib
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from httpkit import BaseHTTPRequestHandler, check, parse_remedy, serve

REMEDY = parse_remedy({"limit-concurrency", "set-connect-and-read-timeouts", "retry-read-timeouts"})
PAGES = 24
one_worker = threading.Lock()


def page_body(i):
    return ("page %d: " % i + hashlib.sha256(str(i).encode()).hexdigest() * 20).encode()


class Pages(BaseHTTPRequestHandler):
    def do_GET(self):
        i = int(self.path.rsplit("/", 1)[1])
        with one_worker:  # the server processes one request at a time
            time.sleep(0.15)
        body = page_body(i)
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        try:
            self.wfile.write(body)
        except OSError:
            pass


with serve(Pages) as port:
    session = requests.Session()
    adapter_kw = {"pool_maxsize": PAGES}
    if REMEDY == "retry-read-timeouts":
        adapter_kw["max_retries"] = Retry(total=3, read=3, backoff_factor=0.1)
    session.mount("http://", HTTPAdapter(**adapter_kw))
    timeout = (3.05, 10) if REMEDY == "set-connect-and-read-timeouts" else 1
    workers = 2 if REMEDY == "limit-concurrency" else PAGES

    def fetch(i):
        r = session.get("http://127.0.0.1:%d/page/%d" % (port, i), timeout=timeout)
        r.raise_for_status()
        return r.content

    t0 = time.monotonic()
    with ThreadPoolExecutor(max_workers=workers) as pool:
        bodies = list(pool.map(fetch, range(PAGES)))
    good = sum(b == page_body(i) for i, b in enumerate(bodies))
    check(good == PAGES, "%d of %d pages intact, %d workers, %.1f s" % (good, PAGES, workers, time.monotonic() - t0))
