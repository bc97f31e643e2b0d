"""SSLError ... SSLEOFError(8, 'EOF occurred in violation of protocol'), cause: a port forwarder or load
balancer accepts the TCP connection, but the TLS service behind it is not up yet (a container that is
still starting behind docker-proxy, kubectl port-forward to a pod that is restarting, a backend pool with
no healthy member). The forwarder closes the connection as soon as the ClientHello arrives.

Here the first three connections find no backend; the fourth and later ones reach the TLS server.

Remedies:
  retry-with-backoff            mount an HTTPAdapter with urllib3 Retry(total=5, backoff_factor=0.1)
  verify-false                  (dead end) verify=False
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
from urllib3.util.retry import Retry

from certs import cert_files
from httpkit import check, parse_remedy

REMEDY = parse_remedy({"retry-with-backoff", "verify-false", "force-tls12-adapter"})
CERT, KEY = cert_files()
BODY = b'{"status": "ready", "version": "1.4.2"}'
NOT_READY = 3


@contextlib.contextmanager
def forwarder():
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.load_cert_chain(CERT, KEY)
    lsock = socket.socket()
    lsock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    lsock.bind(("127.0.0.1", 0))
    lsock.listen(16)
    lsock.settimeout(0.1)
    state = {"n": 0}
    stop = threading.Event()

    def run(conn, n):
        try:
            conn.settimeout(5)
            if n <= NOT_READY:
                conn.recv(16384)  # the ClientHello arrives; nothing behind the forwarder: close
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
            state["n"] += 1
            threading.Thread(target=run, args=(conn, state["n"]), daemon=True).start()

    t = threading.Thread(target=loop, daemon=True)
    t.start()
    try:
        yield lsock.getsockname()[1], state
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


with forwarder() as (port, state):
    url = "https://localhost:%d/health" % port
    session = requests.Session()
    verify = CERT
    if REMEDY == "retry-with-backoff":
        session.mount("https://", HTTPAdapter(max_retries=Retry(total=5, backoff_factor=0.1)))
    elif REMEDY == "verify-false":
        verify = False
        warnings.simplefilter("ignore")
    elif REMEDY == "force-tls12-adapter":
        session.mount("https://", TLS12Adapter())
    r = session.get(url, verify=verify, timeout=5)
    r.raise_for_status()
    check(r.content == BODY and state["n"] == NOT_READY + 1,
          "body %r after %d connections" % (r.content, state["n"]))
