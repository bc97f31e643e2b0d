"""Helpers for this entry's scenarios: --remedy parsing, a throwaway project on disk, importing its app module
the way `uvicorn app.main:app` does, serving it on 127.0.0.1 and the KNOWNFIX_CHECK line."""

import argparse
import atexit
import http.client
import importlib
import json
import os
import shutil
import socket
import sys
import tempfile
import textwrap
import threading
import time
from pathlib import Path


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in remedies:
        print(f"unknown remedy {r!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return r


def make_project(files):
    """Write {relative path: text} under a fresh folder; return that folder."""
    top = tempfile.mkdtemp(prefix="kf-proj-")
    atexit.register(shutil.rmtree, top, ignore_errors=True)
    root = Path(top) / "proj"
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))
    return root


def import_app(module, cwd):
    """What `uvicorn <module>:app` does when started in `cwd`: cwd on sys.path, import the module, take `app`."""
    os.chdir(cwd)
    sys.path.insert(0, str(cwd))
    return importlib.import_module(module).app


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve_and_get(app, paths):
    """Run `app` under uvicorn on a free local port, GET each path in order, stop the server; [(status, body)]."""
    import uvicorn

    port = _free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, lifespan="off"))
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
    """A 500 means uvicorn logged the application's exception above: exit 1 so the run counts as failed."""
    if any(status == 500 for status, _ in got):
        print(f"got {got}", file=sys.stderr)
        sys.exit(1)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"got {got}, expected {want}"}))
