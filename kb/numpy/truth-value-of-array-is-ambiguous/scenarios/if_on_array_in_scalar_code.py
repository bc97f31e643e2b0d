"""A function written for one number is called with a whole array: `if x < 0:`.

`relu_cost(x)` charges 0 for negative readings and 2*x otherwise. It was written and
tested with floats, then called with a NumPy array of readings.

Reference: an explicit Python loop over float(element) values (the scalar code applied
one element at a time, unquestionably correct). Compared with np.allclose.

Usage: python if_on_array_in_scalar_code.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

REMEDIES = ("vectorize-with-np-where", "reduce-with-any")


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def relu_cost_scalar(x):
    if x < 0:
        return 0.0
    return 2.0 * x


def relu_cost(x, remedy):
    if remedy == "vectorize-with-np-where":
        return np.where(x < 0, 0.0, 2.0 * x)
    if remedy == "reduce-with-any":
        if (x < 0).any():  # "the error told me to use a.any()"
            return np.zeros_like(x)
        return 2.0 * x
    if x < 0:  # ValueError: x < 0 is a boolean array
        return 0.0
    return 2.0 * x


def main():
    remedy = parse_remedy()
    readings = np.array([1.5, -0.5, 3.0, -2.0, 0.25])
    got = np.asarray(relu_cost(readings, remedy), dtype=float)
    want = np.array([relu_cost_scalar(float(v)) for v in readings])
    ok = got.shape == want.shape and bool(np.allclose(got, want))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"got {got.tolist()}, expected {want.tolist()}"}))


if __name__ == "__main__":
    main()
