"""Shared by this entry's scenarios: argument parsing and the one KNOWNFIX_CHECK line."""

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


def report(got, want):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"got {got}, expected {want}"}))
