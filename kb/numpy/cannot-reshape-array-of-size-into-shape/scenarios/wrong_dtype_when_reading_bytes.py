"""Raw bytes are read back with another dtype than they were written with.

A 4x4 float32 grid is written with tofile(); reading it with np.fromfile(path) uses
the default float64, gives 8 elements instead of 16, and .reshape(4, 4) raises
"cannot reshape array of size 8 into shape (4,4)".

Check: the grid read back equals the grid that was written.

Usage: python wrong_dtype_when_reading_bytes.py [--remedy ID]
"""

import argparse
import json
import os
import sys
import tempfile

import numpy as np

REMEDIES = ("read-with-the-written-dtype", "infer-a-dimension-with-minus-one")

GRID = [[float(r * 4 + c) / 2 for c in range(4)] for r in range(4)]


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
    path = os.path.join(tempfile.mkdtemp(), "grid.bin")
    np.array(GRID, dtype=np.float32).tofile(path)
    if remedy == "read-with-the-written-dtype":
        grid = np.fromfile(path, dtype=np.float32).reshape(4, 4)
    elif remedy == "infer-a-dimension-with-minus-one":
        grid = np.fromfile(path).reshape(-1, 4)
    else:
        grid = np.fromfile(path).reshape(4, 4)
    got = grid.tolist()
    ok = got == GRID
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"shape {grid.shape}, first row {got[0]}, expected {GRID[0]}"}))


if __name__ == "__main__":
    main()
