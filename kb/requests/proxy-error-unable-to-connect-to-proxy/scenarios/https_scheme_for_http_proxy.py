"""ProxyError: ... Your proxy appears to only use HTTP and not HTTPS, cause: https:// in the proxy URL.

The proxy is an ordinary HTTP proxy (it speaks plain HTTP to the client and tunnels HTTPS with
CONNECT), but the configuration says HTTPS_PROXY=https://proxy:3128, copying the scheme of the
variable's name. Since urllib3 1.26 an https:// proxy URL means "talk TLS to the proxy", so the
client starts a TLS handshake with a proxy that answers in plain text (here: 400 Bad Request, as
Squid does) and the handshake fails with WRONG_VERSION_NUMBER.

Remedies:
  http-scheme-in-proxy-url   HTTPS_PROXY=http://proxy:3128: the scheme is the one the proxy speaks
"""
import json
import os
import ssl

import requests

from certs import cert_files
from httpkit import check, parse_remedy, raw_server, read_request
from proxykit import proxy_server

REMEDY = parse_remedy({"http-scheme-in-proxy-url"})
CA, KEY = cert_files()
ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
ctx.load_cert_chain(CA, KEY)
INDEX = {"packages": ["alpha", "beta"], "served_by": "internal-mirror"}
for name in ("HTTP_PROXY", "HTTPS_PROXY", "http_proxy", "https_proxy", "NO_PROXY", "no_proxy", "ALL_PROXY", "all_proxy"):
    os.environ.pop(name, None)


def tls_service(conn, state):
    try:
        tls = ctx.wrap_socket(conn, server_side=True)
    except (ssl.SSLError, OSError):
        return
    with tls:
        read_request(tls)
        data = json.dumps(INDEX).encode()
        tls.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n"
                    b"Connection: close\r\n\r\n%s" % (len(data), data))


with raw_server(tls_service) as (sport, _), proxy_server() as (pport, pstate):
    scheme = "http" if REMEDY == "http-scheme-in-proxy-url" else "https"
    os.environ["HTTPS_PROXY"] = "%s://127.0.0.1:%d" % (scheme, pport)
    r = requests.get("https://localhost:%d/simple/" % sport, verify=CA, timeout=5)
    r.raise_for_status()
    ok = r.json() == INDEX and len(pstate.get("tunnels", [])) == 1
    check(ok, "index %s through %d tunnel(s)" % (r.json(), len(pstate.get("tunnels", []))))
