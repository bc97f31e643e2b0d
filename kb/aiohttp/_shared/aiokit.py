"""Local HTTP/1.1 servers for the aiohttp scenarios: threads on 127.0.0.1 only, never the internet.

``keepalive_server(handler)`` accepts TCP connections on a free port of 127.0.0.1 and, on each
connection, reads requests one after the other (keep-alive). For every request it calls
``handler(req, state)``, where ``req`` is a dict (method, path, headers, body, conn_no, req_no: the
connection's number and the request's number on that connection, both from 1) and ``state`` a dict
shared by all connections (``state['active']``: connections open now). The handler returns the raw
response bytes (``http_response(...)`` builds them) or None to close the connection without any
answer. ``parse_remedy(known)`` reads ``--remedy`` and exits 2 on an unknown one; ``check(ok,
detail)`` prints the KNOWNFIX_CHECK line.
"""
from __future__ import annotations

import contextlib
import json
import socket
import sys
import threading

__all__ = ["keepalive_server", "http_response", "parse_remedy", "check"]

_REASONS = {200: "OK", 204: "No Content", 404: "Not Found", 429: "Too Many Requests", 500: "Internal Server Error",
            502: "Bad Gateway", 503: "Service Unavailable"}


def parse_remedy(known):
    remedy = None
    if "--remedy" in sys.argv:
        i = sys.argv.index("--remedy")
        remedy = sys.argv[i + 1] if i + 1 < len(sys.argv) else ""
        if remedy not in known:
            print("unknown remedy %r; known: %s" % (remedy, ", ".join(sorted(known))), file=sys.stderr)
            sys.exit(2)
    return remedy


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": str(detail)}))


def http_response(status, body=b"", content_type=None, close=False, headers=()):
    if isinstance(body, str):
        body = body.encode("utf-8")
    lines = ["HTTP/1.1 %d %s" % (status, _REASONS.get(status, "Status")), "Content-Length: %d" % len(body)]
    if content_type is not None:
        lines.append("Content-Type: " + content_type)
    lines.append("Connection: " + ("close" if close else "keep-alive"))
    lines.extend(headers)
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body


def _read_request(conn, buf):
    """Read one request from ``conn`` (``buf``: bytes already received). Returns (request, rest) or (None, b'')."""
    while b"\r\n\r\n" not in buf:
        chunk = conn.recv(65536)
        if not chunk:
            return None, b""
        buf += chunk
    head, _, rest = buf.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    method, path, _ = (lines[0].split(" ", 2) + ["", ""])[:3]
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    length = int(headers.get("content-length", "0") or 0)
    while len(rest) < length:
        chunk = conn.recv(65536)
        if not chunk:
            break
        rest += chunk
    return {"method": method, "path": path, "headers": headers, "body": rest[:length]}, rest[length:]


@contextlib.contextmanager
def keepalive_server(handler, backlog=64):
    """Serve ``handler`` on 127.0.0.1 (see the module docstring). Yields ``(port, state)``."""
    lsock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    lsock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    lsock.bind(("127.0.0.1", 0))
    lsock.listen(backlog)
    lsock.settimeout(0.05)
    lock = threading.Lock()
    state = {"conns": 0, "requests": 0, "active": 0, "peak": 0, "stop": False, "lock": lock}

    def run(conn, conn_no):
        buf = b""
        req_no = 0
        try:
            conn.settimeout(5.0)
            while not state["stop"]:
                req, buf = _read_request(conn, buf)
                if req is None:
                    return
                req_no += 1
                with lock:
                    state["requests"] += 1
                req.update(conn_no=conn_no, req_no=req_no)
                out = handler(req, state)
                if out is None:
                    return
                conn.sendall(out)
                if b"\r\nConnection: close\r\n" in out.split(b"\r\n\r\n", 1)[0] + b"\r\n":
                    return
        except OSError:
            pass
        finally:
            with lock:
                state["active"] -= 1
            with contextlib.suppress(OSError):
                conn.shutdown(socket.SHUT_RDWR)
            with contextlib.suppress(OSError):
                conn.close()

    def accept_loop():
        while not state["stop"]:
            try:
                conn, _ = lsock.accept()
            except socket.timeout:
                continue
            except OSError:
                return
            with lock:
                state["conns"] += 1
                state["active"] += 1
                state["peak"] = max(state["peak"], state["active"])
                n = state["conns"]
            threading.Thread(target=run, args=(conn, n), daemon=True).start()

    t = threading.Thread(target=accept_loop, daemon=True)
    t.start()
    try:
        yield lsock.getsockname()[1], state
    finally:
        state["stop"] = True
        t.join(2)
        lsock.close()
