"""np.concatenate(a, b): the arrays are passed as two arguments instead of one sequence.

The second positional parameter of np.concatenate is `axis`, so the array b is taken
as the axis and NumPy raises "only integer scalar arrays can be converted to a scalar
index" while converting it to an integer.

Check: the joined array equals the two lists joined in plain Python.

Usage: python arrays_as_separate_arguments.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

REMEDIES = ("pass-one-tuple", "add-axis-keyword")

A = [1.0, 2.0, 3.0]
B = [4.0, 5.0]


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
    a, b = np.array(A), np.array(B)
    if remedy == "pass-one-tuple":
        joined = np.concatenate((a, b))
    elif remedy == "add-axis-keyword":
        joined = np.concatenate(a, b, axis=0)
    else:
        joined = np.concatenate(a, b)
    got = joined.tolist()
    ok = got == A + B
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"joined {got}, expected {A + B}"}))


if __name__ == "__main__":
    main()
