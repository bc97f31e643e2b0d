"""Combining two boolean masks with `and` (or writing a chained comparison 10 < t < 25).

A comfort filter keeps temperatures strictly between 10 and 25 degrees.

Reference: a Python loop over float(element) with scalar comparisons. Compared exactly.

Usage: python and_or_between_boolean_arrays.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

REMEDIES = ("elementwise-operators-with-parentheses", "ampersand-without-parentheses")


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def main():
    remedy = parse_remedy()
    temps = np.array([8.0, 12.5, 30.0, 24.9, 10.0, 18.0])
    if remedy == "elementwise-operators-with-parentheses":
        mask = (temps > 10) & (temps < 25)
    elif remedy == "ampersand-without-parentheses":
        mask = temps > 10 & temps < 25  # parsed as temps > (10 & temps) < 25: still a chained comparison
    else:
        mask = (temps > 10) and (temps < 25)
    comfy = temps[mask]
    want = [t for t in temps.tolist() if 10 < t < 25]
    ok = comfy.tolist() == want
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"got {comfy.tolist()}, expected {want}"}))


if __name__ == "__main__":
    main()
