"""A column vector of shape (n, 1) is written into a 1-D slice of shape (n,).

Per-feature scaled values come back from a helper as (n, 1) (the shape a model or
scaler returns for a single column); X[:, j] = scaled raises "could not broadcast
input array from shape (5,1) into shape (5,)".

Check: column j of X equals the scaled values computed in plain Python, and the other
columns are unchanged.

Usage: python column_vector_into_1d_slot.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

REMEDIES = ("flatten-the-column",)

ROWS = [[1.0, 10.0], [2.0, 20.0], [3.0, 30.0], [4.0, 40.0], [5.0, 50.0]]


def scale_column(col):
    col = np.asarray(col, dtype=np.float64).reshape(-1, 1)     # returns (n, 1)
    return (col - col.mean()) / col.std()


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
    scaled = scale_column(x[:, 1])
    if remedy == "flatten-the-column":
        scaled = scaled.ravel()
    x[:, 1] = scaled
    col = [r[1] for r in ROWS]
    mean = sum(col) / len(col)
    std = (sum((v - mean) ** 2 for v in col) / len(col)) ** 0.5
    want = [[r[0], (r[1] - mean) / std] for r in ROWS]
    ok = all(abs(a - b) < 1e-12 for ra, rb in zip(x.tolist(), want) for a, b in zip(ra, rb))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"X {x.tolist()}, expected {want}"}))


if __name__ == "__main__":
    main()
