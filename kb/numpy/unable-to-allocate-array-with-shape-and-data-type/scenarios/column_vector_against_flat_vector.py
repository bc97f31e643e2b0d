"""A column vector (n, 1) is combined with a flat vector (n,): broadcasting builds (n, n).

Targets come back from a loader as shape (n, 1) and predictions as (n,); the residual
y - p broadcasts to an (n, n) matrix, and for n = 2,000,000 NumPy refuses the 29.1 TiB
allocation: "_ArrayMemoryError: Unable to allocate 29.1 TiB for an array with shape
(2000000, 2000000) and data type float64". The allocation fails by size, at once.

Check: the mean absolute error equals the value computed from the closed form of the
synthetic data (targets i, predictions i + (-1)**i * 0.5, so every residual is 0.5).

Usage: python column_vector_against_flat_vector.py [--remedy ID]
"""

import argparse
import json
import math
import sys

import numpy as np

REMEDIES = ("flatten-to-matching-shapes", "use-a-smaller-dtype")

N = 2_000_000


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
    i = np.arange(N, dtype=np.float64)
    y = i.reshape(-1, 1)                           # (n, 1), as the loader returns it
    p = i + np.where(np.arange(N) % 2 == 0, 0.5, -0.5)
    if remedy == "flatten-to-matching-shapes":
        y = y.ravel()
    elif remedy == "use-a-smaller-dtype":
        y, p = y.astype(np.float32), p.astype(np.float32)
    mae = float(np.abs(y - p).mean())
    ok = math.isclose(mae, 0.5, rel_tol=1e-12)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"MAE {mae}, expected 0.5"}))


if __name__ == "__main__":
    main()
