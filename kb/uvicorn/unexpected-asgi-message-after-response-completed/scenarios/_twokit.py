"""Helpers for this entry's scenarios: --remedy parsing, uvicorn on 127.0.0.1 in a thread with its
`uvicorn.error` records kept, raw-socket HTTP requests, a middleware that drops messages after the first
complete response, and the KNOWNFIX_CHECK line."""

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


def request(port, method, path, headers=()):
    """One request on its own connection; (status, body)."""
    with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
        extra = "".join(f"{h}\r\n" for h in headers)
        s.sendall(f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n{extra}Connection: close\r\n\r\n".encode())
        data = b""
        while True:
            chunk = s.recv(65536)
            if not chunk:
                break
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    first = head.decode("latin-1").split("\r\n")[0].split()
    return (int(first[1]) if len(first) > 1 else 0), body.decode("utf-8", "replace")


class DropAfterComplete:
    """Outer pure ASGI middleware: once a response body with more_body=False went out, drop further messages."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        done = False

        async def guarded(message):
            nonlocal done
            if done:
                return
            await send(message)
            if message["type"] == "http.response.body" and not message.get("more_body", False):
                done = True

        await self.app(scope, receive, guarded)


def finish(ok, detail, log):
    """When uvicorn logged an exception for a request, exit 1 (its traceback is on stderr above)."""
    if "Exception in ASGI application" in log:
        print(detail, file=sys.stderr)
        sys.exit(1)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))
