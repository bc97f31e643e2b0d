"""ChunkedEncodingError: ('Connection broken: IncompleteRead(...)'), cause: the connection is cut in the middle of a chunked body.

A client downloads an export that the server generates on the fly and sends with
Transfer-Encoding: chunked. On the first attempt the server's worker is killed half-way (a worker
timeout, an out-of-memory kill, a proxy that closes long responses), so the stream stops inside a
chunk. The next request is served completely.

Remedies:
  retry-whole-request     catch ChunkedEncodingError, discard the partial body, request again (bounded)
  keep-partial-response   (dead end) catch the error and use what arrived
"""
import hashlib

import requests

from httpkit import check, parse_remedy, raw_server, read_request

REMEDY = parse_remedy({"retry-whole-request", "keep-partial-response"})
ROWS = ["%d,%s,%d\n" % (i, hashlib.md5(str(i).encode()).hexdigest(), i * 7 % 101) for i in range(20000)]
EXPORT = "id,key,score\n" + "".join(ROWS)
attempts = {"n": 0}


def export_server(conn, state):
    read_request(conn)
    attempts["n"] += 1
    conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: text/csv\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n")
    data = EXPORT.encode()
    for n, start in enumerate(range(0, len(data), 16384)):
        piece = data[start:start + 16384]
        if attempts["n"] == 1 and n == 20:
            conn.sendall(b"%x\r\n" % len(piece) + piece[:5000])  # the worker is killed here
            return
        conn.sendall(b"%x\r\n" % len(piece) + piece + b"\r\n")
    conn.sendall(b"0\r\n\r\n")


def fetch(url):
    r = requests.get(url, timeout=10)
    r.raise_for_status()
    return r.text


with raw_server(export_server) as (port, state):
    url = "http://127.0.0.1:%d/export.csv" % port
    if REMEDY == "retry-whole-request":
        for attempt in range(3):
            try:
                text = fetch(url)
                break
            except requests.exceptions.ChunkedEncodingError:
                if attempt == 2:
                    raise
    elif REMEDY == "keep-partial-response":
        with requests.get(url, stream=True, timeout=10) as r:
            parts = []
            try:
                for chunk in r.iter_content(65536):
                    parts.append(chunk)
            except requests.exceptions.ChunkedEncodingError:
                pass
        text = b"".join(parts).decode(errors="replace")
    else:
        text = fetch(url)
    rows = text.splitlines()[1:]
    ok = text == EXPORT
    check(ok, "%d of %d rows, export %s the server's, %d request(s)" % (len(rows), len(ROWS), "equals" if ok else "differs from", attempts["n"]))
