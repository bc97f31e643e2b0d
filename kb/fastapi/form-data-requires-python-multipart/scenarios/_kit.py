"""Shared by this entry's scenarios: pip into a folder, argument parsing, the form app and its check.

The check posts a urlencoded login form and a multipart file upload and compares what the
endpoints parsed with the values the client sent (the file by its SHA-256, computed here
from the bytes that were sent).
"""

import argparse
import hashlib
import json
import subprocess
import sys
import tempfile

USERNAME, PASSWORD = "ada", "s3cret-with-&-and-="
FILE_NAME = "report.csv"
FILE_BYTES = b"region,units\r\nnorth,120\r\nsouth,75\r\n" * 50


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in remedies:
        print(f"unknown remedy {r!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return r


def pip_target(*reqs):
    """pip install reqs into a new folder and put it first on sys.path (stands in for pip install)."""
    target = tempfile.mkdtemp(prefix="pip-target-")
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                    "--only-binary=:all:", "--no-deps", "--target", target, *reqs],
                   check=True, stdout=subprocess.DEVNULL)
    sys.path.insert(0, target)
    return target


def check_app(app):
    """Post a form and a file; print the KNOWNFIX_CHECK line."""
    from fastapi.testclient import TestClient

    client = TestClient(app)
    r1 = client.post("/login", data={"username": USERNAME, "password": PASSWORD})
    r2 = client.post("/upload", files={"file": (FILE_NAME, FILE_BYTES, "text/csv")})
    want1 = {"username": USERNAME, "password": PASSWORD}
    want2 = {"name": FILE_NAME, "size": len(FILE_BYTES), "sha256": hashlib.sha256(FILE_BYTES).hexdigest()}
    got1 = r1.json() if r1.status_code == 200 else (r1.status_code, r1.text)
    got2 = r2.json() if r2.status_code == 200 else (r2.status_code, r2.text)
    ok = got1 == want1 and got2 == want2
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"login form parsed as {got1}, expected {want1}; "
                                          f"upload parsed as {got2}, expected {want2}"}))
