"""ConnectionError: ('Connection aborted.', RemoteDisconnected(...)), cause: a pooled keep-alive connection the server is closing.

A long-running client polls an API with one requests.Session, which keeps the TCP connection open
and reuses it. The server closes idle keep-alive connections after its own timeout; when that
moment coincides with the client's next request, the server reads the request and closes the
connection without answering. The lab makes the race deterministic: its server answers the first
request on each connection and closes the connection when a second one arrives on it.

Remedies:
  retry-idempotent-requests   mount an HTTPAdapter with urllib3 Retry(total=3, backoff_factor=0.1)
"""
import json

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from httpkit import check, parse_remedy, raw_server, read_request

REMEDY = parse_remedy({"retry-idempotent-requests"})
QUOTES = {i: round(100 + i * 1.25, 2) for i in range(6)}


def keep_alive_server(conn, state):
    served = 0
    while True:
        req = read_request(conn)
        if not req:
            return
        if served == 1:  # the server's keep-alive timer fired just as this request arrived
            return  # close without a response
        path = req.split(b" ", 2)[1].decode()
        i = int(path.rsplit("/", 1)[1])
        body = json.dumps({"tick": i, "price": QUOTES[i]}).encode()
        conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n"
                     b"Connection: keep-alive\r\n\r\n%s" % (len(body), body))
        served += 1


with raw_server(keep_alive_server) as (port, state):
    session = requests.Session()
    if REMEDY == "retry-idempotent-requests":
        session.mount("http://", HTTPAdapter(max_retries=Retry(total=3, backoff_factor=0.1)))
    got = {}
    for i in QUOTES:
        r = session.get("http://127.0.0.1:%d/quote/%d" % (port, i), timeout=5)
        r.raise_for_status()
        got[i] = r.json()["price"]
    check(got == QUOTES, "%d of %d quotes received correctly over %d connections" % (sum(got.get(k) == v for k, v in QUOTES.items()), len(QUOTES), state["n"]))
