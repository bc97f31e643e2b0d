"""np.array called with the values as separate arguments instead of one sequence.

A 3-D point is built as np.array(3, 0, 0). np.array takes one object (the data) and an
optional dtype positionally, so NumPy >= 1.19 raises "TypeError: array() takes from 1 to 2
positional arguments but 3 were given" and NumPy <= 1.18 "ValueError: only 2
non-keyword arguments accepted".

Remedies:
  pass-one-list            np.array([3, 0, 0])
  drop-the-extra-values    np.array(3, 0) (dead end: the second value is read as the dtype)

Check: the point equals [3, 0, 0] element by element and has shape (3,).
"""

import argparse
import json
import sys

import numpy as np

REMEDIES = ("pass-one-list", "drop-the-extra-values")


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
    if remedy == "pass-one-list":
        point = np.array([3, 0, 0])
    elif remedy == "drop-the-extra-values":
        point = np.array(3, 0)
    else:
        point = np.array(3, 0, 0)
    want = [3, 0, 0]
    ok = point.shape == (3,) and [int(v) for v in point.tolist()] == want
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"point {point!r}, expected array({want})"}))


if __name__ == "__main__":
    main()
