"""Helpers for this entry's scenarios: --remedy parsing, uvicorn on 127.0.0.1 in a thread with its
`uvicorn.error` records kept, raw-socket HTTP requests (one that hangs up early), and the KNOWNFIX_CHECK line."""

import argparse
import io
import json
import logging
import socket
import sys
import threading
import time


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in remedies:
        print(f"unknown remedy {r!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return r


class Server:
    def __init__(self, app):
        import uvicorn

        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        self.server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=self.port, lifespan="off"))
        self.log = io.StringIO()
        self._handler = logging.StreamHandler(self.log)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self):
        self.thread.start()
        deadline = time.time() + 10
        while not self.server.started and time.time() < deadline:
            time.sleep(0.05)
        logging.getLogger("uvicorn.error").addHandler(self._handler)
        return self

    def __exit__(self, *exc):
        self.server.should_exit = True
        self.thread.join(5)
        logging.getLogger("uvicorn.error").removeHandler(self._handler)


def get(port, path, headers=()):
    """GET; (status, {header: value}, body)."""
    with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
        extra = "".join(f"{h}\r\n" for h in headers)
        s.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n{extra}Connection: close\r\n\r\n".encode())
        data = b""
        while True:
            chunk = s.recv(65536)
            if not chunk:
                break
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1]) if lines and len(lines[0].split()) > 1 else 0
    hdrs = {k.strip().lower(): v.strip() for k, _, v in (ln.partition(":") for ln in lines[1:])}
    return status, hdrs, body.decode("utf-8", "replace")


def get_and_hang_up(port, path, after_s):
    """Send a GET, wait `after_s` seconds without reading, then close the connection (a client that gave up)."""
    s = socket.create_connection(("127.0.0.1", port), timeout=5)
    s.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
    time.sleep(after_s)
    s.close()


def finish(ok, detail, log):
    """When uvicorn logged an exception for a request, exit 1 (its traceback is on stderr above); when it logged
    that the app returned without a response (no traceback of its own), raise so the failure has one."""
    if "Exception in ASGI application" in log:
        print(detail, file=sys.stderr)
        sys.exit(1)
    if "ASGI callable returned without" in log:
        raise RuntimeError(f"uvicorn logged 'ASGI callable returned without starting response'; {detail}")
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))
