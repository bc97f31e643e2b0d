"""ConnectionError: ('Connection aborted.', ConnectionResetError(104, ...)), cause: an upload the server refuses to read.

A client POSTs a 3 MB file in one request. The server accepts bodies of at most 1 MB: it reads the
headers, sees the Content-Length, and closes the connection without reading the body. Closing a
socket with unread data makes the kernel send a reset, so the client, still sending, gets
ConnectionResetError(104) (or BrokenPipeError) instead of a 413 response. The server also accepts
uploads in parts of up to 1 MB (PUT /upload/<name>/<index>, then POST /upload/<name>/complete).

Remedies:
  upload-in-parts-below-the-limit   split the file into 512 KB parts and complete the upload
  retry-everything         (dead end here) urllib3 Retry(total=3): POST is not retried, and a retry would be reset too
"""
import hashlib
import json

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from httpkit import check, parse_remedy, raw_server

REMEDY = parse_remedy({"upload-in-parts-below-the-limit", "retry-everything"})
LIMIT = 1 << 20
DATA = b"".join(hashlib.sha256(str(i).encode()).digest() for i in range(3 * (1 << 20) // 32))  # 3 MiB
parts, stored = {}, {}


def recv_exact(conn, n):
    buf = b""
    while len(buf) < n:
        chunk = conn.recv(min(65536, n - len(buf)))
        if not chunk:
            break
        buf += chunk
    return buf


def upload_server(conn, state):
    conn.settimeout(5)
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(4096)
        if not chunk:
            return
        data += chunk
    head, _, rest = data.partition(b"\r\n\r\n")
    lines = head.decode().split("\r\n")
    method, path, _ = lines[0].split(" ", 2)
    length = 0
    for line in lines[1:]:
        k, _, v = line.partition(":")
        if k.strip().lower() == "content-length":
            length = int(v)
    if length > LIMIT:
        return  # refuses to read the body: closing with unread data resets the connection
    body = rest + recv_exact(conn, length - len(rest))
    seg = path.strip("/").split("/")
    if method == "PUT" and len(seg) == 3:
        parts.setdefault(seg[1], {})[int(seg[2])] = body
        reply = {"part": int(seg[2]), "size": len(body)}
    elif method == "POST" and len(seg) == 3 and seg[2] == "complete":
        blob = b"".join(v for _, v in sorted(parts[seg[1]].items()))
        stored[seg[1]] = blob
        reply = {"name": seg[1], "size": len(blob), "sha256": hashlib.sha256(blob).hexdigest()}
    elif method == "POST" and len(seg) == 2:
        stored[seg[1]] = body
        reply = {"name": seg[1], "size": len(body), "sha256": hashlib.sha256(body).hexdigest()}
    else:
        reply = {"error": "not found"}
    out = json.dumps(reply).encode()
    conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n"
                 b"Connection: close\r\n\r\n%s" % (len(out), out))


with raw_server(upload_server) as (port, state):
    base = "http://127.0.0.1:%d/upload/dataset.bin" % port
    session = requests.Session()
    if REMEDY == "upload-in-parts-below-the-limit":
        size = 512 * 1024
        for index, start in enumerate(range(0, len(DATA), size)):
            session.put("%s/%d" % (base, index), data=DATA[start:start + size], timeout=10).raise_for_status()
        r = session.post(base + "/complete", timeout=10)
    else:
        if REMEDY == "retry-everything":
            session.mount("http://", HTTPAdapter(max_retries=Retry(total=3, backoff_factor=0.1)))
        r = session.post(base, data=DATA, timeout=10)
    r.raise_for_status()
    reply = r.json()
    ok = reply.get("sha256") == hashlib.sha256(DATA).hexdigest() and stored.get("dataset.bin") == DATA
    check(ok, "server stored %s bytes, sha256 %s" % (reply.get("size"), "matches" if ok else "differs"))
