"""Code written for NumPy 1.x calls functions that NumPy 2 no longer has.

A small analysis uses np.product (cell count of a grid), np.in1d (which cells hold an
allowed class) and np.trapz (area under a curve). On numpy 2.4 the first call raises
"AttributeError: module 'numpy' has no attribute 'product'".

Remedies:
  use-the-replacements   np.prod, np.isin(...).ravel() and np.trapezoid
  isin-as-drop-in        np.isin without .ravel(): the result keeps the 2-D shape

Check: the cell count, the allowed cells and the area equal values computed in plain
Python (trapezoid rule by hand).

Usage: python removed_functions_in_own_code.py [--remedy ID]
"""

import argparse
import json
import math
import sys

import numpy as np

REMEDIES = ("use-the-replacements", "isin-as-drop-in")

GRID = [[1, 2, 3], [4, 2, 6]]
ALLOWED = [2, 6]
X = [0.0, 1.0, 3.0, 4.0]
Y = [0.0, 2.0, 2.0, 0.0]


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
    grid = np.array(GRID)
    if remedy == "use-the-replacements":
        cells = int(np.prod(grid.shape))
        mask = np.isin(grid, ALLOWED).ravel()
        area = float(np.trapezoid(Y, X))
    elif remedy == "isin-as-drop-in":
        cells = int(np.prod(grid.shape))
        mask = np.isin(grid, ALLOWED)            # 2-D, unlike np.in1d's flat result
        area = float(np.trapezoid(Y, X))
    else:
        cells = int(np.product(grid.shape))
        mask = np.in1d(grid, ALLOWED)
        area = float(np.trapz(Y, X))
    picked = grid.ravel()[mask].tolist()
    flat = [v for row in GRID for v in row]
    want_area = sum((X[i + 1] - X[i]) * (Y[i] + Y[i + 1]) / 2 for i in range(len(X) - 1))
    ok = cells == len(flat) and picked == [v for v in flat if v in ALLOWED] and math.isclose(area, want_area)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"cells {cells}, picked {picked}, area {area}; expected {len(flat)}, {[v for v in flat if v in ALLOWED]}, {want_area}"}))


if __name__ == "__main__":
    main()
