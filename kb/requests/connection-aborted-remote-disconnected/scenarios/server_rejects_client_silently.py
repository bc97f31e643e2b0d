"""ConnectionError: ('Connection aborted.', RemoteDisconnected(...)), cause: the server drops clients it will not serve.

A public data API asks every client to identify itself with a descriptive User-Agent (product and
contact, as the usage policies of SEC EDGAR, Nominatim or Wikimedia ask). Its front end closes the
connection without any response for requests whose User-Agent is the library default
("python-requests/x.y"). Retrying changes nothing.

Remedies:
  identify-the-client         send headers={"User-Agent": "inventory-sync/1.4 (ops@example.com)"}
  retry-everything   (dead end here) urllib3 Retry(total=3)
"""
import json

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from httpkit import check, parse_remedy, raw_server, read_request

REMEDY = parse_remedy({"identify-the-client", "retry-everything"})
FILINGS = [{"form": "10-K", "year": 2025}, {"form": "10-Q", "year": 2026}]


def front_end(conn, state):
    req = read_request(conn)
    headers = {}
    for line in req.split(b"\r\n\r\n", 1)[0].split(b"\r\n")[1:]:
        k, _, v = line.decode().partition(":")
        headers[k.strip().lower()] = v.strip()
    ua = headers.get("user-agent", "")
    if not ua or ua.startswith("python-requests/"):
        return  # dropped without a response
    body = json.dumps({"filings": FILINGS, "seen_user_agent": ua}).encode()
    conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n"
                 b"Connection: close\r\n\r\n%s" % (len(body), body))


with raw_server(front_end) as (port, state):
    session = requests.Session()
    if REMEDY == "retry-everything":
        session.mount("http://", HTTPAdapter(max_retries=Retry(total=3, backoff_factor=0.1)))
    headers = {}
    if REMEDY == "identify-the-client":
        headers["User-Agent"] = "inventory-sync/1.4 (ops@example.com)"
    r = session.get("http://127.0.0.1:%d/api/filings" % port, headers=headers, timeout=5)
    r.raise_for_status()
    data = r.json()
    check(data["filings"] == FILINGS, "%d filings, server saw User-Agent %r" % (len(data["filings"]), data["seen_user_agent"]))
