"""Helpers for this entry's scenarios: --remedy parsing, pip installs into a fresh folder, a uvicorn server on
127.0.0.1 in a thread, a minimal RFC 6455 WebSocket client on a raw socket (so the client needs no library the
server lacks), a plain HTTP request with chosen headers, and the KNOWNFIX_CHECK line."""

import argparse
import base64
import hashlib
import io
import json
import logging
import os
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time

WS_GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in remedies:
        print(f"unknown remedy {r!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return r


def pip_target(*reqs):
    """pip install `reqs` into a fresh folder and put it first on sys.path (the environment stays untouched)."""
    target = tempfile.mkdtemp(prefix="kf-pip-")
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                    "--only-binary=:all:", "--target", target, *reqs],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    sys.path.insert(0, target)


class Server:
    """uvicorn serving `app` on a free 127.0.0.1 port in a daemon thread; its log lines are kept in .log too."""

    def __init__(self, app, **config):
        import uvicorn

        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        self.server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=self.port, lifespan="off", **config))
        self.log = io.StringIO()
        self._handler = logging.StreamHandler(self.log)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self):
        self.thread.start()
        deadline = time.time() + 10
        while not self.server.started and time.time() < deadline:
            time.sleep(0.05)
        logging.getLogger("uvicorn.error").addHandler(self._handler)  # after uvicorn configured its loggers
        return self

    def __exit__(self, *exc):
        self.server.should_exit = True
        self.thread.join(5)
        logging.getLogger("uvicorn.error").removeHandler(self._handler)


def _read_head(sock):
    buf = b""
    while b"\r\n\r\n" not in buf:
        chunk = sock.recv(4096)
        if not chunk:
            break
        buf += chunk
    head, _, rest = buf.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1]) if lines and len(lines[0].split()) > 1 else 0
    headers = {k.strip().lower(): v.strip() for k, _, v in (ln.partition(":") for ln in lines[1:])}
    return status, headers, rest


def _recv_exact(sock, n, buf):
    while len(buf) < n:
        chunk = sock.recv(4096)
        if not chunk:
            raise ConnectionError("connection closed inside a frame")
        buf += chunk
    return buf[:n], buf[n:]


def ws_roundtrip(port, path, text):
    """Open a WebSocket, send one text message, return (handshake status, first text message received or None)."""
    key = base64.b64encode(os.urandom(16)).decode()
    with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
        s.sendall((f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                   f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        status, headers, rest = _read_head(s)
        if status != 101:
            return status, None
        want = base64.b64encode(hashlib.sha1((key + WS_GUID).encode()).digest()).decode()
        if headers.get("sec-websocket-accept") != want:
            return status, None
        payload = text.encode()
        mask = os.urandom(4)
        s.sendall(bytes([0x81, 0x80 | len(payload)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))
        hdr, rest = _recv_exact(s, 2, rest)
        n = hdr[1] & 0x7F
        if n == 126:
            ext, rest = _recv_exact(s, 2, rest)
            n = struct.unpack("!H", ext)[0]
        data, rest = _recv_exact(s, n, rest)
        return status, data.decode() if hdr[0] & 0x0F == 1 else None


def http_get(port, path, headers=()):
    """GET with extra header lines; (status, body)."""
    with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
        extra = "".join(f"{h}\r\n" for h in headers)
        s.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n{extra}Connection: close\r\n\r\n".encode()
                  if not any(h.lower().startswith("connection:") for h in headers) else
                  f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n{extra}\r\n".encode())
        status, hdrs, rest = _read_head(s)
        n = int(hdrs.get("content-length", "0"))
        body, _ = _recv_exact(s, n, rest) if n else (b"", b"")
        return status, body.decode()


def finish(ok, detail, failed):
    """`failed`: the run reproduces the problem (exit 1 after uvicorn's warning lines were printed to stderr)."""
    if failed:
        print(detail, file=sys.stderr)
        sys.exit(1)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))
