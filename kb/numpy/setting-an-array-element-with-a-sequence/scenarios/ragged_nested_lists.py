"""np.array() on nested lists of different lengths (ragged data).

Tokenised sentences of different lengths are turned into an id matrix with
np.array(ids); since NumPy 1.24 this raises "setting an array element with a sequence.
The requested array has an inhomogeneous shape after 1 dimensions."

Check: the mean token id of each sentence, computed from the array (with a mask where
padding is used), equals the mean computed in plain Python over the original lists.

Usage: python ragged_nested_lists.py [--remedy ID]
"""

import argparse
import json
import math
import sys

import numpy as np

REMEDIES = ("pad-to-a-common-length", "object-dtype-then-astype", "truncate-to-shortest")

VOCAB = {w: i + 1 for i, w in enumerate("the cat sat on a mat dog ran far away".split())}
SENTENCES = ["the cat sat on the mat", "a dog ran", "the dog ran far far away"]


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
    ids = [[VOCAB[w] for w in s.split()] for s in SENTENCES]
    if remedy == "pad-to-a-common-length":
        width = max(len(r) for r in ids)
        arr = np.zeros((len(ids), width), dtype=np.int64)
        mask = np.zeros((len(ids), width), dtype=bool)
        for i, r in enumerate(ids):
            arr[i, : len(r)] = r
            mask[i, : len(r)] = True
    elif remedy == "object-dtype-then-astype":
        arr = np.array(ids, dtype=object).astype(np.int64)
        mask = np.ones(arr.shape, dtype=bool)
    elif remedy == "truncate-to-shortest":
        width = min(len(r) for r in ids)
        arr = np.array([r[:width] for r in ids])
        mask = np.ones(arr.shape, dtype=bool)
    else:
        arr = np.array(ids)
        mask = np.ones(arr.shape, dtype=bool)
    means = ((arr * mask).sum(axis=1) / mask.sum(axis=1)).tolist()
    want = [sum(r) / len(r) for r in ids]
    ok = all(math.isclose(a, b) for a, b in zip(means, want))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"means {means}, expected {want}"}))


if __name__ == "__main__":
    main()
