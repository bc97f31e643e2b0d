"""An object array that holds one equal-length array per element is cast to float.

Embeddings are collected into an object array (the way a DataFrame column of arrays
stores them) and converted with .astype(np.float32) for a model; that raises
"setting an array element with a sequence." because each element is a whole array.

Check: the result is a (n, d) float matrix whose rows equal the original embeddings,
and its row norms match norms computed with math.hypot.

Usage: python object_array_of_arrays.py [--remedy ID]
"""

import argparse
import json
import math
import sys

import numpy as np

REMEDIES = ("stack-the-elements", "concatenate-the-elements")

EMB = [[3.0, 4.0, 0.0], [1.0, 2.0, 2.0], [0.0, 0.0, 5.0], [6.0, 8.0, 0.0]]


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
    column = np.empty(len(EMB), dtype=object)
    for i, e in enumerate(EMB):
        column[i] = np.array(e)
    if remedy == "stack-the-elements":
        x = np.stack(column).astype(np.float32)
    elif remedy == "concatenate-the-elements":
        x = np.concatenate(column).astype(np.float32)
    else:
        x = column.astype(np.float32)
    want = [math.hypot(*e) for e in EMB]
    ok = x.shape == (len(EMB), 3) and x.tolist() == EMB
    got = np.linalg.norm(x, axis=-1).tolist() if x.ndim == 2 else [float(np.linalg.norm(x))]
    ok = ok and all(math.isclose(a, b, rel_tol=1e-6) for a, b in zip(got, want))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"shape {x.shape}, norms {got}, expected {want}"}))


if __name__ == "__main__":
    main()
