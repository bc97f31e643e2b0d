"""A whole row is assigned into one element of a 1-D array.

Per-sample features (3 values each) are written into a result array allocated with
np.zeros(n); out[i] = features(x) raises "setting an array element with a sequence."
because out[i] is a single float slot.

Check: the result equals the feature rows computed in plain Python.

Usage: python sequence_into_scalar_slot.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

REMEDIES = ("allocate-the-full-shape", "keep-only-the-first-value")

SAMPLES = [[1.0, 2.0, 3.0, 4.0], [2.0, 2.0, 2.0], [0.0, 10.0]]


def features(x):
    x = np.asarray(x)
    return np.array([x.min(), x.max(), x.mean()])


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
    n = len(SAMPLES)
    if remedy == "allocate-the-full-shape":
        out = np.zeros((n, 3))
    else:
        out = np.zeros(n)
    for i, s in enumerate(SAMPLES):
        if remedy == "keep-only-the-first-value":
            out[i] = features(s)[0]
        else:
            out[i] = features(s)
    want = [[min(s), max(s), sum(s) / len(s)] for s in SAMPLES]
    got = out.tolist()
    ok = got == want
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"features {got}, expected {want}"}))


if __name__ == "__main__":
    main()
