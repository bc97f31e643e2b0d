"""Shared by this entry's scenarios: --remedy parsing, a uvicorn server on 127.0.0.1 and the KNOWNFIX_CHECK line."""

import argparse
import http.client
import json
import socket
import sys
import threading
import time
import warnings

warnings.filterwarnings("ignore", category=DeprecationWarning)


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in remedies:
        print(f"unknown remedy {r!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return r


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve_and_get(app, paths, **config):
    """Run `app` under uvicorn on a free local port, GET each path, stop the server; [(status, body)]."""
    import uvicorn

    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, lifespan="off", **config))
    t = threading.Thread(target=server.run, daemon=True)
    t.start()
    deadline = time.time() + 10
    while not server.started and time.time() < deadline:
        time.sleep(0.05)
    out = []
    try:
        for path in paths:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
            conn.request("GET", path)
            r = conn.getresponse()
            out.append((r.status, r.read().decode("utf-8", "replace")))
            conn.close()
    finally:
        server.should_exit = True
        t.join(5)
    return out


def finish(got, want):
    """A 500 means uvicorn logged "Exception in ASGI application" above: exit 1 so the run counts as failed."""
    if any(status == 500 for status, _ in got):
        print(f"got {got}", file=sys.stderr)
        sys.exit(1)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"got {got}, expected {want}"}))
