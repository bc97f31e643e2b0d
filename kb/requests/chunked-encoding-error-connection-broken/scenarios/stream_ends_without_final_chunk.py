"""ChunkedEncodingError: InvalidChunkLength / Response ended prematurely, cause: a streaming endpoint whose generator fails.

A streaming API sends one JSON line per record with Transfer-Encoding: chunked. Its generator
fails on one record (a value it cannot serialise); the server framework logs the exception and
closes the connection without the final zero-length chunk. The client has received some records
and then fails with ChunkedEncodingError: urllib3 1.26 prints InvalidChunkLength(got length b'',
0 bytes read), urllib3 2 "Response ended prematurely". The failure is deterministic.

Remedies:
  end-the-stream-properly   (server side) catch the error in the generator, send an error record, finish the stream
  retry-whole-request       (dead end here) request again: the generator fails at the same record
"""
import json
from decimal import Decimal

import requests

from httpkit import check, parse_remedy, raw_server, read_request

REMEDY = parse_remedy({"end-the-stream-properly", "retry-whole-request"})
RECORDS = [{"id": i, "amount": i * 10} for i in range(8)]
RECORDS[5]["amount"] = Decimal("50.00")  # json.dumps cannot serialise it


def generate():
    for rec in RECORDS:
        if REMEDY == "end-the-stream-properly":
            try:
                line = json.dumps(rec)
            except TypeError as e:
                line = json.dumps({"error": "record %d: %s" % (rec["id"], e)})
                yield line + "\n"
                return
        else:
            line = json.dumps(rec)  # raises on record 5
        yield line + "\n"


def stream_server(conn, state):
    read_request(conn)
    conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n")
    try:
        for line in generate():
            data = line.encode()
            conn.sendall(b"%x\r\n%s\r\n" % (len(data), data))
    except Exception:
        return  # the framework logs the error and drops the connection: no final chunk
    conn.sendall(b"0\r\n\r\n")


def read_stream(url):
    got = []
    with requests.get(url, stream=True, timeout=10) as r:
        r.raise_for_status()
        for line in r.iter_lines():
            if line:
                got.append(json.loads(line))
    return got


with raw_server(stream_server) as (port, state):
    url = "http://127.0.0.1:%d/api/records" % port
    if REMEDY == "retry-whole-request":
        for attempt in range(3):
            try:
                got = read_stream(url)
                break
            except requests.exceptions.ChunkedEncodingError:
                if attempt == 2:
                    raise
    else:
        got = read_stream(url)
    # the client must see every record before the bad one, then an explicit error naming record 5
    expected_ok = [r for r in RECORDS[:5]]
    ok = got[:5] == expected_ok and len(got) == 6 and "record 5" in got[5].get("error", "")
    check(ok, "received %d records, last %r" % (len(got), got[-1] if got else None))
