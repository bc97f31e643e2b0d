"""ConnectionError: ('Connection aborted.', ConnectionResetError(104, ...)), cause: http:// sent to an HTTPS port.

A service listens with TLS only (its port is an HTTPS port). The client's base URL says
http://, so requests sends a plain-text HTTP request; the server's TLS layer cannot parse it as a
handshake and drops the connection, which the client sees as a reset (or, depending on the server,
as RemoteDisconnected).

Remedies:
  use-the-https-scheme        https:// with verify= the service's CA bundle (the lab's self-signed localhost certificate)
  retry-everything   (dead end here) urllib3 Retry(total=3)
"""
import json
import ssl

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from certs import cert_files
from httpkit import check, parse_remedy, raw_server, read_request

REMEDY = parse_remedy({"use-the-https-scheme", "retry-everything"})
CERT, KEY = cert_files()
ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
ctx.load_cert_chain(CERT, KEY)
STATUS = {"service": "billing", "healthy": True, "version": "3.2.1"}


def tls_only(conn, state):
    try:
        tls = ctx.wrap_socket(conn, server_side=True)
    except (ssl.SSLError, OSError):
        return  # not a TLS client hello: drop it
    with tls:
        read_request(tls)
        body = json.dumps(STATUS).encode()
        tls.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n"
                    b"Connection: close\r\n\r\n%s" % (len(body), body))


with raw_server(tls_only) as (port, state):
    base = "http://localhost:%d" % port
    kwargs = {"timeout": 5}
    session = requests.Session()
    if REMEDY == "use-the-https-scheme":
        base = "https://localhost:%d" % port
        kwargs["verify"] = CERT  # the service's CA bundle; verification stays on
    if REMEDY == "retry-everything":
        session.mount("http://", HTTPAdapter(max_retries=Retry(total=3, backoff_factor=0.1)))
    r = session.get(base + "/health", **kwargs)
    r.raise_for_status()
    check(r.json() == STATUS, "health %s" % r.json())
