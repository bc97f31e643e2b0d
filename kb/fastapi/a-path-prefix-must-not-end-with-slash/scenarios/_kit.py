"""Shared by this entry's scenarios: argument parsing and the route check."""

import argparse
import json
import sys
import warnings

warnings.filterwarnings("ignore", message=".*httpx.*")  # starlette 1.x TestClient deprecation notice


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in remedies:
        print(f"unknown remedy {r!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return r


def check_routes(app, expected):
    """GET each URL without following redirects; compare (status, JSON) with what the API should answer."""
    from fastapi.testclient import TestClient

    client = TestClient(app, follow_redirects=False)
    got = {}
    for url in expected:
        r = client.get(url)
        got[url] = (r.status_code, r.json() if r.headers.get("content-type", "").startswith("application/json") else r.text)
    want = {u: (200, body) for u, body in expected.items()}
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"responses {got}, expected {want}"}))
