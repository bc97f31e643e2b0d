"""ProxyError: ... OSError('Tunnel connection failed: 407 Proxy Authentication Required'), cause: proxy credentials missing.

A corporate forward proxy requires a user name and password. For an https:// URL requests first
asks the proxy for a tunnel (CONNECT); without credentials the proxy answers 407 and urllib3 raises
ProxyError. The target is an HTTPS service (the lab's localhost certificate, verified).

Remedies:
  credentials-in-the-proxy-url   proxies={"https": "http://user:password@proxy:port"} (percent-encode special characters)
  auth-parameter-for-the-proxy   (dead end) auth=(user, password): that is for the target server, not the proxy
"""
import json
import ssl
from urllib.parse import quote

import requests

from certs import cert_files
from httpkit import check, parse_remedy, raw_server, read_request
from proxykit import proxy_server

REMEDY = parse_remedy({"credentials-in-the-proxy-url", "auth-parameter-for-the-proxy"})
CA, KEY = cert_files()
ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
ctx.load_cert_chain(CA, KEY)
USER, PASSWORD = "alice", "s3cr3t:pa@ss"
RELEASES = {"latest": "4.2.0", "lts": "3.8.5"}


def tls_service(conn, state):
    try:
        tls = ctx.wrap_socket(conn, server_side=True)
    except (ssl.SSLError, OSError):
        return
    with tls:
        read_request(tls)
        data = json.dumps(RELEASES).encode()
        tls.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n"
                    b"Connection: close\r\n\r\n%s" % (len(data), data))


with raw_server(tls_service) as (sport, _), proxy_server((USER, PASSWORD)) as (pport, pstate):
    url = "https://localhost:%d/releases" % sport
    proxies = {"https": "http://127.0.0.1:%d" % pport}
    kwargs = {"verify": CA, "timeout": 5}
    if REMEDY == "credentials-in-the-proxy-url":
        proxies = {"https": "http://%s:%s@127.0.0.1:%d" % (quote(USER, safe=""), quote(PASSWORD, safe=""), pport)}
    elif REMEDY == "auth-parameter-for-the-proxy":
        kwargs["auth"] = (USER, PASSWORD)
    session = requests.Session()
    session.trust_env = False  # only the proxies given here
    r = session.get(url, proxies=proxies, **kwargs)
    r.raise_for_status()
    ok = r.json() == RELEASES and pstate.get("tunnels") == ["localhost:%d" % sport]
    check(ok, "releases %s through %d tunnel(s)" % (r.json(), len(pstate.get("tunnels", []))))
