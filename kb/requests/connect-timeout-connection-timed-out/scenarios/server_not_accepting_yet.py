"""ConnectTimeout: ... Connection to 127.0.0.1 timed out. (connect timeout=1), cause: a server too busy to accept for a moment.

A worker calls a service right after it was restarted (or during a burst): the service's accept
queue is full, so new connection attempts get no answer until it catches up about 1.5 s later. With
a 1 s connect timeout and no retries the first call fails. The lab makes the queue full with
connections the service has not accepted yet and lets it start accepting after 1.5 s.

Remedies:
  retry-connect-with-backoff   urllib3 Retry(connect=3, backoff_factor=0.5): new attempts after a growing pause
"""
import json
import threading

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from blackhole import blackhole
from httpkit import check, parse_remedy, read_request

REMEDY = parse_remedy({"retry-connect-with-backoff"})
STATUS = {"ready": True, "jobs_waiting": 12}


def answer(conn):
    try:
        req = read_request(conn)
        if req:
            body = json.dumps(STATUS).encode()
            conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n"
                         b"Connection: close\r\n\r\n%s" % (len(body), body))
    except OSError:
        pass
    finally:
        conn.close()


with blackhole() as (port, release):
    catch_up = threading.Timer(1.5, release, args=(answer,))  # the service catches up
    catch_up.daemon = True
    catch_up.start()
    try:
        session = requests.Session()
        if REMEDY == "retry-connect-with-backoff":
            session.mount("http://", HTTPAdapter(max_retries=Retry(connect=3, backoff_factor=0.5)))
        r = session.get("http://127.0.0.1:%d/status" % port, timeout=(1, 5))
        r.raise_for_status()
        check(r.json() == STATUS, "status %s" % r.json())
    finally:
        catch_up.cancel()
