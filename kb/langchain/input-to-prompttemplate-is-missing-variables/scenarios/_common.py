"""Remedy parsing and the check line shared by the prompt-template scenarios."""

import argparse
import json
import sys


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in remedies:
        print(f"unknown remedy {remedy!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def check(ok: bool, detail: str) -> None:
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
