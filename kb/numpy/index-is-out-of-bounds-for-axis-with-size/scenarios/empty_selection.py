"""The first element of a selection is taken when the selection is empty.

A sensor log is searched for the first reading after a start marker with
np.flatnonzero(t >= start)[0]; for a marker after the last reading the selection is
empty and [0] raises "index 0 is out of bounds for axis 0 with size 0".

Check: for each marker the function returns the first later reading, or None when
there is none, compared with a plain-Python scan.

Usage: python empty_selection.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

REMEDIES = ("check-for-an-empty-selection", "take-the-last-element")

T = [0.0, 1.0, 2.5, 4.0]
V = [10, 11, 12, 13]
MARKERS = [0.5, 3.0, 5.0]


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def first_after(t, v, start, remedy):
    hits = np.flatnonzero(t >= start)
    if remedy == "check-for-an-empty-selection":
        return int(v[hits[0]]) if hits.size else None
    if remedy == "take-the-last-element":
        return int(v[hits[-1]])
    return int(v[hits[0]])


def main():
    remedy = parse_remedy()
    t, v = np.array(T), np.array(V)
    got = [first_after(t, v, m, remedy) for m in MARKERS]
    want = [next((V[i] for i in range(len(T)) if T[i] >= m), None) for m in MARKERS]
    ok = got == want
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"got {got}, expected {want}"}))


if __name__ == "__main__":
    main()
