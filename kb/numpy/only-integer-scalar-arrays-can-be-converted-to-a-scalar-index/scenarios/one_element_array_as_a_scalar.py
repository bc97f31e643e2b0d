"""A one-element array from a computation is used where Python needs an int.

The end of a window is found with np.where(...)[0] (an array, here of one element) and
used as a slice bound on a list of readings; Python asks NumPy to turn it into an
index, which raises "only integer scalar arrays can be converted to a scalar index".

Check: the window equals the readings up to the first value above the threshold,
selected in plain Python.

Usage: python one_element_array_as_a_scalar.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

REMEDIES = ("extract-the-element", "take-the-length")

READINGS = [0.2, 0.4, 0.1, 0.9, 0.3, 1.2]
THRESHOLD = 0.8


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
    readings = list(READINGS)
    end = np.where(np.array(readings[:5]) > THRESHOLD)[0]   # array([3])
    if remedy == "extract-the-element":
        end = int(end[0])
    elif remedy == "take-the-length":
        end = len(end)                                      # an int, but the count of matches
    window = readings[:end]
    want = []
    for v in READINGS:
        if v > THRESHOLD:
            break
        want.append(v)
    ok = window == want
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"window {window}, expected {want}"}))


if __name__ == "__main__":
    main()
