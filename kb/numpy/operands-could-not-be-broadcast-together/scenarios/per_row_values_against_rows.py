"""A per-row quantity of shape (n,) is combined with an (n, m) matrix.

Each row of a (3, 4) score matrix is centred on its own mean: X - X.mean(axis=1) pairs
the trailing axes 4 and 3 and raises "operands could not be broadcast together with
shapes (3,4) (3,)". Broadcasting lines axes up from the right, so the row means need
a trailing axis of length 1.

Check: each centred row is compared with the row minus its mean computed in plain Python.

Usage: python per_row_values_against_rows.py [--remedy ID]
"""

import argparse
import json
import math
import sys

import numpy as np

REMEDIES = ("add-a-length-1-axis", "use-the-axis-that-broadcasts")

ROWS = [[1.0, 2.0, 3.0, 6.0], [10.0, 10.0, 10.0, 30.0], [0.0, -4.0, 4.0, 8.0]]


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
    x = np.array(ROWS)
    if remedy == "add-a-length-1-axis":
        centred = x - x.mean(axis=1, keepdims=True)      # (3,4) - (3,1)
    elif remedy == "use-the-axis-that-broadcasts":
        centred = x - x.mean(axis=0)                     # (3,4) - (4,): runs, but column means
    else:
        centred = x - x.mean(axis=1)                     # (3,4) - (3,)
    want = [[v - sum(row) / len(row) for v in row] for row in ROWS]
    got = centred.tolist()
    ok = all(math.isclose(a, b, abs_tol=1e-12) for ra, rb in zip(got, want) for a, b in zip(ra, rb))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"centred {got}, expected {want}"}))


if __name__ == "__main__":
    main()
