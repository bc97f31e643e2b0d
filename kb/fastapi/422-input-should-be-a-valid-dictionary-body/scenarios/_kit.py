"""Shared by this entry's scenarios: argument parsing, a client call that behaves like a client script
(print the error body and exit 1), and the one KNOWNFIX_CHECK line."""

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


def call(client, method, url, **kwargs):
    """Send the request; on an error status print what the server said and exit 1, as a client script does."""
    r = client.request(method, url, **kwargs)
    if r.status_code >= 400:
        sys.exit(f"{method} {url} -> {r.status_code} {r.reason_phrase}\n{r.text}")
    return r.json()


def report(got, want):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"server received {got}, client meant {want}"}))
