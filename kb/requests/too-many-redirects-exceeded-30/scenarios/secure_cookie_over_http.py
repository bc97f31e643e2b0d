"""TooManyRedirects: Exceeded 30 redirects., cause: a Secure session cookie on a plain http:// URL.

A web app (think: Django with SESSION_COOKIE_SECURE = True) answers a request without a session
by setting a session cookie marked Secure and redirecting back to the same page. The client uses
the app's http:// address: a Secure cookie is only ever sent over HTTPS, so requests stores it but
does not send it back, the app sees no session again and redirects again, 30 times. The app also
listens with TLS (the lab's self-signed localhost certificate, verified).

Remedies:
  use-https-for-secure-cookies   call the https:// URL, so the Secure cookie is sent back
  raise-max-redirects            (dead end) session.max_redirects = 100: the loop has no end
  disable-redirects              (dead end) allow_redirects=False: no exception, and no page either
"""
import json
import ssl

import requests

from certs import cert_files
from httpkit import check, parse_remedy, raw_server, read_request

REMEDY = parse_remedy({"use-https-for-secure-cookies", "raise-max-redirects", "disable-redirects"})
CA, KEY = cert_files()
ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
ctx.load_cert_chain(CA, KEY)
REPORT = {"user": "anonymous-visitor", "items": [3, 1, 4, 1, 5]}


def app(sock):
    req = read_request(sock)
    if not req:
        return
    head = req.split(b"\r\n\r\n", 1)[0].decode("latin-1").split("\r\n")
    path = head[0].split(" ")[1]
    cookies = [l.split(":", 1)[1].strip() for l in head[1:] if l.lower().startswith("cookie:")]
    if any("sessionid=s-81f3" in c for c in cookies):
        body = json.dumps(REPORT).encode()
        sock.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n"
                     b"Connection: close\r\n\r\n%s" % (len(body), body))
    else:
        sock.sendall(("HTTP/1.1 302 Found\r\nLocation: %s\r\nSet-Cookie: sessionid=s-81f3; Path=/; Secure; HttpOnly\r\n"
                      "Content-Length: 0\r\nConnection: close\r\n\r\n" % path).encode("latin-1"))


def plain(conn, state):
    app(conn)


def tls(conn, state):
    try:
        s = ctx.wrap_socket(conn, server_side=True)
    except (ssl.SSLError, OSError):
        return
    with s:
        app(s)


with raw_server(plain) as (http_port, _), raw_server(tls) as (https_port, _):
    url = "http://localhost:%d/reports/weekly" % http_port
    session = requests.Session()
    kwargs = {"timeout": 5}
    if REMEDY == "use-https-for-secure-cookies":
        url = "https://localhost:%d/reports/weekly" % https_port
        kwargs["verify"] = CA
    elif REMEDY == "raise-max-redirects":
        session.max_redirects = 100
    elif REMEDY == "disable-redirects":
        kwargs["allow_redirects"] = False
    r = session.get(url, **kwargs)
    r.raise_for_status()
    try:
        data = r.json()
    except ValueError:
        data = None
    check(data == REPORT, "status %d, %d redirect(s), body %r" % (r.status_code, len(r.history), data))
