"""A client polls a service through one httpx.Client. The front end closes a keep-alive connection that has
been idle longer than its idle timeout (0.3 s here) at the moment the next request arrives on it, the way a
load balancer or server whose keep-alive timer just ran out does. httpx reuses the pooled connection after
an idle gap of 0.6 s and gets no response: httpx.RemoteProtocolError."""
import json
import socket
import sys
import threading
import time

import httpx

REMEDIES = {"lower-keepalive-expiry", "retry-idempotent-request", "transport-retries", "longer-timeout"}
remedy = None
if "--remedy" in sys.argv:
    i = sys.argv.index("--remedy")
    remedy = sys.argv[i + 1] if i + 1 < len(sys.argv) else ""
    if remedy not in REMEDIES:
        print("unknown remedy %r" % remedy, file=sys.stderr)
        sys.exit(2)

IDLE_TIMEOUT = 0.3


def read_request(conn):
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(65536)
        if not chunk:
            return None
        data += chunk
    return data.split(b"\r\n", 1)[0].decode()


def handle(conn):
    last = time.monotonic()
    with conn:
        while True:
            line = read_request(conn)
            if line is None:
                return
            if time.monotonic() - last > IDLE_TIMEOUT:
                return  # idle timer expired: close without answering
            n = int(line.split()[1].rsplit("/", 1)[1])
            body = json.dumps({"item": n, "status": "ok" if n % 2 == 0 else "pending"}).encode()
            conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n"
                         b"Connection: keep-alive\r\n\r\n%s" % (len(body), body))
            last = time.monotonic()


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
base = "http://127.0.0.1:%d" % lsock.getsockname()[1]

kwargs = {}
if remedy == "lower-keepalive-expiry":
    kwargs["limits"] = httpx.Limits(keepalive_expiry=0.1)     # below the server's idle timeout
elif remedy == "transport-retries":
    kwargs["transport"] = httpx.HTTPTransport(retries=3)
elif remedy == "longer-timeout":
    kwargs["timeout"] = httpx.Timeout(60.0)


def get(client, url):
    if remedy == "retry-idempotent-request":
        for attempt in range(3):
            try:
                return client.get(url)
            except httpx.RemoteProtocolError:
                if attempt == 2:
                    raise
    return client.get(url)


statuses = {}
with httpx.Client(base_url=base, **kwargs) as client:
    for n in range(4):
        r = get(client, "/jobs/%d" % n)
        r.raise_for_status()
        statuses[n] = r.json()["status"]
        time.sleep(0.6)   # the poll interval is longer than the server's idle timeout

expected = {n: ("ok" if n % 2 == 0 else "pending") for n in range(4)}
print("KNOWNFIX_CHECK " + json.dumps({"ok": statuses == expected,
                                      "detail": "job statuses %s, expected %s" % (statuses, expected)}))
