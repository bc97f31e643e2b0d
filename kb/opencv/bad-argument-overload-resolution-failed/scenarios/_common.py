"""Shared helpers: argument parsing, the check line, and a reference rectangle outline."""

import argparse
import json
import sys

import numpy as np


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in remedies:
        print(f"unknown remedy {r!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return r


def report(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))


def outline(shape, x1, y1, x2, y2, color):
    """A 1-pixel rectangle outline drawn with NumPy slicing (the reference)."""
    ref = np.zeros(shape, dtype=np.uint8)
    ref[y1, x1:x2 + 1] = ref[y2, x1:x2 + 1] = color
    ref[y1:y2 + 1, x1] = ref[y1:y2 + 1, x2] = color
    return ref
