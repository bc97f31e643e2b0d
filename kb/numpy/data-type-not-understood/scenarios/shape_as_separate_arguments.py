"""np.zeros(rows, cols): the second number lands in the dtype parameter.

A count matrix is allocated with np.zeros(3, 4); NumPy takes 4 as the dtype and raises
"TypeError: Cannot interpret '4' as a data type".

Check: the matrix has shape (3, 4) and holds the pair counts computed with a dict.

Usage: python shape_as_separate_arguments.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

REMEDIES = ("pass-the-shape-as-a-tuple", "multiply-the-sizes")

PAIRS = [(0, 1), (2, 3), (0, 1), (1, 0), (2, 2)]
ROWS, COLS = 3, 4


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
    if remedy == "pass-the-shape-as-a-tuple":
        counts = np.zeros((ROWS, COLS), dtype=np.int64)
    elif remedy == "multiply-the-sizes":
        counts = np.zeros(ROWS * COLS, dtype=np.int64)
    else:
        counts = np.zeros(ROWS, COLS)
    for r, c in PAIRS:
        if counts.ndim == 2:
            counts[r, c] += 1
        else:
            counts[r + c] += 1          # what 1-D code ends up doing with two indices
    ref = {}
    for p in PAIRS:
        ref[p] = ref.get(p, 0) + 1
    want = [[ref.get((r, c), 0) for c in range(COLS)] for r in range(ROWS)]
    got = counts.tolist()
    ok = counts.shape == (ROWS, COLS) and got == want
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"shape {counts.shape}, counts {got}, expected {want}"}))


if __name__ == "__main__":
    main()
