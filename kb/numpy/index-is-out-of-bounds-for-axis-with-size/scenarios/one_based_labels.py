"""Class labels numbered from 1 are used as positions in an array of size K.

Labels 1..3 are one-hot encoded into an (n, 3) array with onehot[rows, labels] = 1;
label 3 addresses column 3 of a 3-column array and raises "index 3 is out of bounds
for axis 1 with size 3".

Check: every row has exactly one 1, in the column of its class, and the per-class
counts equal counts made with a plain dict.

Usage: python one_based_labels.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

REMEDIES = ("map-labels-to-positions", "clip-the-index")

LABELS = [1, 3, 2, 3, 1, 3]
CLASSES = [1, 2, 3]


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
    labels = np.array(LABELS)
    k = len(CLASSES)
    if remedy == "map-labels-to-positions":
        classes, cols = np.unique(labels, return_inverse=True)   # classes [1 2 3] -> columns 0..2
    elif remedy == "clip-the-index":
        cols = np.clip(labels, 0, k - 1)
    else:
        cols = labels
    onehot = np.zeros((len(labels), k), dtype=np.int64)
    onehot[np.arange(len(labels)), cols] = 1
    counts = onehot.sum(axis=0).tolist()
    want = [sum(1 for v in LABELS if v == c) for c in CLASSES]
    rows_ok = all(onehot[i].tolist() == [int(c == LABELS[i]) for c in CLASSES] for i in range(len(LABELS)))
    ok = rows_ok and counts == want
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"class counts {counts}, expected {want}"}))


if __name__ == "__main__":
    main()
