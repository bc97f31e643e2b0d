"""A small forward proxy for the requests scenarios: HTTP CONNECT tunnels and plain-HTTP forwarding, 127.0.0.1 only.

``proxy_server(credentials=None)`` yields ``(port, state)``. With ``credentials=("user", "pass")``
every request without the matching ``Proxy-Authorization: Basic ...`` header is answered with
``407 Proxy Authentication Required``, as a corporate proxy does. ``state["tunnels"]`` lists the
CONNECT targets it opened, ``state["forwarded"]`` the absolute URLs it forwarded. A client that
starts TLS with it (an https:// proxy URL) gets "400 Bad Request" in plain text, as Squid answers.
"""
from __future__ import annotations

import base64
import contextlib
import socket
import threading

from httpkit import raw_server

__all__ = ["proxy_server"]


def _pipe(a, b):
    try:
        while True:
            data = a.recv(65536)
            if not data:
                break
            b.sendall(data)
    except OSError:
        pass
    finally:
        with contextlib.suppress(OSError):
            b.shutdown(socket.SHUT_WR)


def _read_head(conn):
    first = conn.recv(1, socket.MSG_PEEK)
    if first[:1] == b"\x16":  # a TLS ClientHello: the client thinks this is an HTTPS proxy
        conn.sendall(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        return None, b""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(65536)
        if not chunk:
            return None, b""
        data += chunk
    head, _, rest = data.partition(b"\r\n\r\n")
    return head.decode("latin-1"), rest


@contextlib.contextmanager
def proxy_server(credentials=None):
    expected = None
    if credentials:
        expected = "Basic " + base64.b64encode(("%s:%s" % credentials).encode()).decode()

    def handle(conn, state):
        conn.settimeout(10)
        head, rest = _read_head(conn)
        if head is None:
            return
        lines = head.split("\r\n")
        method, target, _ = lines[0].split(" ", 2)
        headers = {}
        for line in lines[1:]:
            k, _, v = line.partition(":")
            headers[k.strip().lower()] = v.strip()
        if expected and headers.get("proxy-authorization") != expected:
            conn.sendall(b"HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm=\"corp\"\r\n"
                         b"Content-Length: 0\r\nConnection: close\r\n\r\n")
            return
        if method == "CONNECT":
            host, _, port = target.rpartition(":")
            upstream = socket.create_connection((host, int(port)), timeout=10)
            state.setdefault("tunnels", []).append(target)
            conn.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
            t = threading.Thread(target=_pipe, args=(upstream, conn), daemon=True)
            t.start()
            _pipe(conn, upstream)
            t.join(10)
            upstream.close()
            return
        # plain HTTP: absolute URI in the request line
        from urllib.parse import urlsplit
        u = urlsplit(target)
        upstream = socket.create_connection((u.hostname, u.port or 80), timeout=10)
        state.setdefault("forwarded", []).append(target)
        path = (u.path or "/") + ("?" + u.query if u.query else "")
        keep = [l for l in lines[1:] if not l.lower().startswith(("proxy-", "connection"))]
        upstream.sendall(("%s %s HTTP/1.1\r\n%s\r\nConnection: close\r\n\r\n" % (method, path, "\r\n".join(keep))).encode("latin-1") + rest)
        _pipe(upstream, conn)
        upstream.close()

    with raw_server(handle) as (port, state):
        yield port, state
