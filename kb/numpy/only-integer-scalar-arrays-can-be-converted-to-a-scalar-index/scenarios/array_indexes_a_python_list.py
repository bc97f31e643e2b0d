"""A NumPy index array is used on a plain Python list.

Training data are shuffled with a permutation array: x is an ndarray, but the labels
y are still a list, and y[perm] raises "only integer scalar arrays can be converted to
a scalar index" (a list accepts one integer, not an array of them).

Check: every shuffled (x, y) pair is still one of the original pairs, and the
shuffled labels equal the labels picked one by one in plain Python.

Usage: python array_indexes_a_python_list.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

REMEDIES = ("convert-the-list-to-an-array", "cast-the-index-with-int")

X = [[0.1, 0.2], [0.3, 0.4], [0.5, 0.6], [0.7, 0.8], [0.9, 1.0]]
Y = ["a", "b", "c", "d", "e"]


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
    x = np.array(X)
    y = list(Y)
    perm = np.random.default_rng(0).permutation(len(x))
    xs = x[perm]
    if remedy == "convert-the-list-to-an-array":
        ys = np.asarray(y)[perm].tolist()
    elif remedy == "cast-the-index-with-int":
        ys = y[int(perm)]
    else:
        ys = y[perm]
    want = [Y[i] for i in perm.tolist()]
    pairs_ok = all(X.index(row) == Y.index(lab) for row, lab in zip(xs.tolist(), ys))
    ok = ys == want and pairs_ok
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"labels {ys}, expected {want}"}))


if __name__ == "__main__":
    main()
