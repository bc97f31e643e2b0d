"""Deduplicating a list of arrays with `if arr not in seen:` (also list.index, list.remove).

`in` compares the candidate with each list element using `==`, which for arrays returns
an array, and the list then asks for its truth value.

Reference: deduplication by exact byte content (arr.tobytes() in a set of seen keys),
which is unquestionably exact for arrays of one dtype and shape.

Usage: python array_in_list_membership.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

REMEDIES = ("compare-with-array-equal", "reduce-with-any")


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
    frames = [np.array([1, 2, 3]), np.array([1, 2, 4]), np.array([1, 2, 3]), np.array([7, 8, 9]), np.array([1, 5, 3])]
    unique = []
    for f in frames:
        if remedy == "compare-with-array-equal":
            seen = any(np.array_equal(f, u) for u in unique)
        elif remedy == "reduce-with-any":
            seen = any((f == u).any() for u in unique)
        else:
            seen = f in unique  # ValueError once `unique` holds an array of the same shape
        if not seen:
            unique.append(f)
    keys, want = set(), []
    for f in frames:
        if f.tobytes() not in keys:
            keys.add(f.tobytes())
            want.append(f.tolist())
    got = [u.tolist() for u in unique]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"got {got}, expected {want}"}))


if __name__ == "__main__":
    main()
