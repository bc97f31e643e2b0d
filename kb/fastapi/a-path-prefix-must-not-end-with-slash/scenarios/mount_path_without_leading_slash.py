"""Static files mounted with a path written without its leading slash, app.mount("static", StaticFiles(...)).
Starlette's Mount asserts that a routed path starts with "/". (A FastAPI path operation such as
@app.get("users") is not checked this way: it registers, and never matches a request.)

Check: GET /static/hello.txt answers 200 with the file's content.

Remedies:
  add-leading-slash   app.mount("/static", StaticFiles(directory=...), name="static")

Usage: python mount_path_without_leading_slash.py [--remedy ID]
"""

import json
import os
import tempfile

from _kit import parse_remedy

remedy = parse_remedy(("add-leading-slash",))

from fastapi import FastAPI  # noqa: E402
from fastapi.staticfiles import StaticFiles  # noqa: E402
from fastapi.testclient import TestClient  # noqa: E402

static_dir = tempfile.mkdtemp(prefix="static-")
with open(os.path.join(static_dir, "hello.txt"), "w") as f:
    f.write("hello, static\n")

app = FastAPI()
app.mount("/static" if remedy == "add-leading-slash" else "static", StaticFiles(directory=static_dir), name="static")

r = TestClient(app).get("/static/hello.txt")
got, want = (r.status_code, r.text), (200, "hello, static\n")
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"GET /static/hello.txt -> {got}, expected {want}"}))
