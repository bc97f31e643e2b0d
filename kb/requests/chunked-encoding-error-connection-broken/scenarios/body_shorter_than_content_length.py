"""ChunkedEncodingError: ('Connection broken: IncompleteRead(N bytes read, M more expected)'), cause: fewer bytes than Content-Length.

A client downloads a file whose size the server announces with Content-Length. On the first
attempt the connection ends after part of the body (the server process restarts, a load balancer
closes the connection). urllib3 2 checks the body against Content-Length and raises; urllib3 1.26
does not check by default and returns the truncated body silently (the lab records it as absent
there: the program then ends with a failed check, not with this error).

Remedies:
  retry-whole-request     catch ChunkedEncodingError, discard the partial body, request again (bounded)
  keep-partial-response   (dead end) catch the error and use what arrived
"""
import hashlib

import requests

from httpkit import check, parse_remedy, raw_server, read_request

REMEDY = parse_remedy({"retry-whole-request", "keep-partial-response"})
DATA = b"".join(hashlib.sha256(str(i).encode()).digest() for i in range(32768))  # 1 MiB
attempts = {"n": 0}


def file_server(conn, state):
    read_request(conn)
    attempts["n"] += 1
    conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nContent-Length: %d\r\n"
                 b"Connection: close\r\n\r\n" % len(DATA))
    if attempts["n"] == 1:
        conn.sendall(DATA[:300000])  # the connection ends here
        return
    conn.sendall(DATA)


def fetch(url):
    r = requests.get(url, timeout=10)
    r.raise_for_status()
    return r.content


with raw_server(file_server) as (port, state):
    url = "http://127.0.0.1:%d/weights.bin" % port
    if REMEDY == "retry-whole-request":
        for attempt in range(3):
            try:
                body = fetch(url)
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
        body = b"".join(parts)
    else:
        body = fetch(url)
    ok = hashlib.sha256(body).digest() == hashlib.sha256(DATA).digest()
    check(ok, "got %d of %d bytes, sha256 %s, %d request(s)" % (len(body), len(DATA), "matches" if ok else "differs", attempts["n"]))
