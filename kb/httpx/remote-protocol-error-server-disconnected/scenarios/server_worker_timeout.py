"""A client posts all of its documents to a scoring service in one request. The service's worker has a time
limit per request (1 s here, like gunicorn's worker timeout or a proxy's upstream timeout) and takes 0.05 s
per document; for 40 documents the worker is killed after 1 s and the connection is closed without a
response: httpx.RemoteProtocolError. The client's own timeout (5 s default) never fires."""
import json
import socket
import sys
import threading
import time

import httpx

REMEDIES = {"split-into-smaller-requests", "longer-timeout", "transport-retries"}
remedy = None
if "--remedy" in sys.argv:
    i = sys.argv.index("--remedy")
    remedy = sys.argv[i + 1] if i + 1 < len(sys.argv) else ""
    if remedy not in REMEDIES:
        print("unknown remedy %r" % remedy, file=sys.stderr)
        sys.exit(2)

WORKER_LIMIT = 1.0
PER_DOC = 0.05


def read_request(conn):
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(65536)
        if not chunk:
            return None
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = 0
    for line in head.split(b"\r\n")[1:]:
        k, _, v = line.partition(b":")
        if k.strip().lower() == b"content-length":
            length = int(v)
    while len(body) < length:
        chunk = conn.recv(65536)
        if not chunk:
            return None
        body += chunk
    return body


def handle(conn):
    with conn:
        while True:
            body = read_request(conn)
            if body is None:
                return
            docs = json.loads(body)["docs"]
            cost = PER_DOC * len(docs)
            if cost > WORKER_LIMIT:
                time.sleep(WORKER_LIMIT)
                return  # the worker is killed: the connection closes with no response
            time.sleep(cost)
            out = json.dumps({"scores": [len(d) * 3 for d in docs]}).encode()
            conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s"
                         % (len(out), out))


def serve(lsock):
    while True:
        try:
            conn, _ = lsock.accept()
        except OSError:
            return
        threading.Thread(target=handle, args=(conn,), daemon=True).start()


lsock = socket.socket()
lsock.bind(("127.0.0.1", 0))
lsock.listen(16)
threading.Thread(target=serve, args=(lsock,), daemon=True).start()
url = "http://127.0.0.1:%d/score" % lsock.getsockname()[1]

docs = ["document number %d %s" % (i, "x" * (i % 7)) for i in range(40)]
kwargs = {}
if remedy == "longer-timeout":
    kwargs["timeout"] = httpx.Timeout(60.0)
elif remedy == "transport-retries":
    kwargs["transport"] = httpx.HTTPTransport(retries=3)

scores = []
with httpx.Client(**kwargs) as client:
    if remedy == "split-into-smaller-requests":
        for start in range(0, len(docs), 10):           # 10 documents = 0.5 s, inside the worker limit
            r = client.post(url, json={"docs": docs[start:start + 10]})
            r.raise_for_status()
            scores += r.json()["scores"]
    else:
        r = client.post(url, json={"docs": docs})
        r.raise_for_status()
        scores = r.json()["scores"]

expected = [len(d) * 3 for d in docs]
print("KNOWNFIX_CHECK " + json.dumps({"ok": scores == expected,
                                      "detail": "%d scores received for %d documents, %s" % (
                                          len(scores), len(docs), "all match" if scores == expected else "mismatch")}))
