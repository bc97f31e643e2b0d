"""Local HTTP servers for the requests scenarios: threads on 127.0.0.1 only, never the internet.

``serve(handler)`` starts a ``ThreadingHTTPServer`` with a ``BaseHTTPRequestHandler`` subclass on a
free port of 127.0.0.1 and yields the port; ``raw_server(fn)`` runs ``fn(conn, request_bytes)`` for
every accepted TCP connection, for servers that misbehave below HTTP (close without a response,
reset, truncate a body). ``parse_remedy(known)`` reads ``--remedy`` and exits 2 on an unknown one.
``check(ok, detail)`` prints the KNOWNFIX_CHECK line.
"""
from __future__ import annotations

import contextlib
import json
import socket
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

__all__ = ["BaseHTTPRequestHandler", "serve", "raw_server", "parse_remedy", "check", "read_request"]


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


class _Quiet(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):  # keep the scenario's own traceback the only one
        pass


@contextlib.contextmanager
def serve(handler):
    """Serve ``handler`` (a BaseHTTPRequestHandler subclass) on 127.0.0.1; yield the port."""
    handler.log_message = lambda self, *a: None
    srv = _Quiet(("127.0.0.1", 0), handler)
    t = threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    t.start()
    try:
        yield srv.server_address[1]
    finally:
        srv.shutdown()
        srv.server_close()


def read_request(conn, timeout=5.0):
    """Read one HTTP request head (and a Content-Length body) from ``conn``; b'' if the peer closed."""
    conn.settimeout(timeout)
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(65536)
        if not chunk:
            return data
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value.strip())
    while len(body) < length:
        chunk = conn.recv(65536)
        if not chunk:
            break
        body += chunk
    return head + b"\r\n\r\n" + body


@contextlib.contextmanager
def raw_server(fn, backlog=16):
    """Accept TCP connections on 127.0.0.1 and run ``fn(conn, state)`` in a thread for each.

    ``state`` is a dict shared by all connections (``state['n']`` counts them). Yields ``(port, state)``.
    """
    lsock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    lsock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    lsock.bind(("127.0.0.1", 0))
    lsock.listen(backlog)
    lsock.settimeout(0.1)
    state = {"n": 0, "stop": False}

    def run(conn):
        try:
            fn(conn, state)
        except OSError:
            pass
        finally:
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
            state["n"] += 1
            threading.Thread(target=run, args=(conn,), daemon=True).start()

    t = threading.Thread(target=accept_loop, daemon=True)
    t.start()
    try:
        yield lsock.getsockname()[1], state
    finally:
        state["stop"] = True
        t.join(2)
        lsock.close()
