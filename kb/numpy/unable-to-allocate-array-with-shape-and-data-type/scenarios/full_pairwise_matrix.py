"""Nearest-neighbour distances computed through the full n x n distance matrix.

For 200,000 points on a line, np.abs(x[:, None] - x[None, :]) asks for a
200000 x 200000 float64 matrix (298 GiB) and NumPy raises "_ArrayMemoryError: Unable to
allocate 298. GiB for an array with shape (200000, 200000) and data type float64".

Check: for 50 query points chosen with a fixed seed, the nearest-neighbour distance
returned equals a brute-force scan over all other points, one query at a time.

Usage: python full_pairwise_matrix.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

REMEDIES = ("avoid-the-n-by-n-matrix", "use-a-smaller-dtype")

N = 200_000


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def nearest_by_sorting(x):
    order = np.argsort(x)
    xs = x[order]
    gaps = np.diff(xs)
    left = np.concatenate(([np.inf], gaps))
    right = np.concatenate((gaps, [np.inf]))
    out = np.empty_like(x)
    out[order] = np.minimum(left, right)
    return out


def main():
    remedy = parse_remedy()
    rng = np.random.default_rng(1)
    x = rng.random(N) * 1000.0
    if remedy == "avoid-the-n-by-n-matrix":
        nn = nearest_by_sorting(x)
    else:
        xx = x.astype(np.float32) if remedy == "use-a-smaller-dtype" else x
        d = np.abs(xx[:, None] - xx[None, :])
        np.fill_diagonal(d, np.inf)
        nn = d.min(axis=1)
    queries = rng.choice(N, size=50, replace=False)
    bad = []
    for q in queries.tolist():
        others = np.delete(x, q)
        want = float(np.abs(others - x[q]).min())
        if float(nn[q]) != want:
            bad.append((q, float(nn[q]), want))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": not bad, "detail": f"{len(bad)} of 50 queries differ from brute force {bad[:3]}"}))


if __name__ == "__main__":
    main()
