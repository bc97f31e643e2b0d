"""SSLError ... SSLEOFError(8, 'EOF occurred in violation of protocol'), cause: the URL names the server
by IP address, so no SNI is sent, and the server (a CDN edge, a reverse proxy with name-based virtual
hosts) drops TLS handshakes that do not say which site they want.

The local server reads the ClientHello; without the server name "localhost" in it, it closes the
connection without an alert, as such front ends do. With the name it completes TLS and answers.

Remedies:
  use-the-hostname              connect to https://localhost (the name the certificate and the server know)
  verify-false                  (dead end) verify=False: no certificate was ever checked
  force-tls12-adapter           (dead end) an HTTPAdapter that pins TLS 1.2
"""
import contextlib
import socket
import ssl
import threading
import warnings

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.ssl_ import create_urllib3_context

from certs import cert_files
from httpkit import check, parse_remedy

REMEDY = parse_remedy({"use-the-hostname", "verify-false", "force-tls12-adapter"})
CERT, KEY = cert_files()
BODY = b'{"release": "2026.12", "assets": 3}'


def handle(conn, ctx):
    conn.settimeout(5)
    hello = conn.recv(16384, socket.MSG_PEEK)  # look at the ClientHello without consuming it
    if b"localhost" not in hello:
        conn.recv(16384)  # no (or an unknown) server name: read the hello and drop the handshake
        return
    with ctx.wrap_socket(conn, server_side=True) as tls:
        data = b""
        while b"\r\n\r\n" not in data:
            chunk = tls.recv(65536)
            if not chunk:
                return
            data += chunk
        tls.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n"
                    b"Connection: close\r\n\r\n%s" % (len(BODY), BODY))


@contextlib.contextmanager
def sni_gated_server():
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.load_cert_chain(CERT, KEY)
    lsock = socket.socket()
    lsock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    lsock.bind(("127.0.0.1", 0))
    lsock.listen(16)
    lsock.settimeout(0.1)
    stop = threading.Event()

    def run(conn):
        try:
            handle(conn, ctx)
        except (OSError, ssl.SSLError):
            pass
        finally:
            with contextlib.suppress(OSError):
                conn.close()

    def loop():
        while not stop.is_set():
            try:
                conn, _ = lsock.accept()
            except socket.timeout:
                continue
            except OSError:
                return
            threading.Thread(target=run, args=(conn,), daemon=True).start()

    t = threading.Thread(target=loop, daemon=True)
    t.start()
    try:
        yield lsock.getsockname()[1]
    finally:
        stop.set()
        t.join(2)
        lsock.close()


class TLS12Adapter(HTTPAdapter):
    def init_poolmanager(self, *args, **kwargs):
        ctx = create_urllib3_context()
        ctx.load_verify_locations(CERT)
        ctx.minimum_version = ssl.TLSVersion.TLSv1_2
        ctx.maximum_version = ssl.TLSVersion.TLSv1_2
        kwargs["ssl_context"] = ctx
        return super().init_poolmanager(*args, **kwargs)


with sni_gated_server() as port:
    host = "localhost" if REMEDY == "use-the-hostname" else "127.0.0.1"
    url = "https://%s:%d/api/latest" % (host, port)
    session = requests.Session()
    verify = CERT
    if REMEDY == "verify-false":
        verify = False
        warnings.simplefilter("ignore")
    elif REMEDY == "force-tls12-adapter":
        session.mount("https://", TLS12Adapter())
    r = session.get(url, verify=verify, timeout=5)
    r.raise_for_status()
    check(r.content == BODY, "body %r" % r.content)
