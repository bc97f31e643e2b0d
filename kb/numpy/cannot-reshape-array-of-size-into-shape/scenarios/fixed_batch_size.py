"""A fixed batch size is written into reshape, and the last batch is smaller.

10 samples of 3 features arrive as flat chunks of at most 4 samples; chunk.reshape(4, 3)
works for the first two chunks and raises "cannot reshape array of size 6 into shape
(4,3)" for the last one, which holds 2 samples.

Check: the per-sample feature sums over all batches equal sums computed in plain Python.

Usage: python fixed_batch_size.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

REMEDIES = ("infer-the-batch-dimension",)

N, F, BATCH = 10, 3, 4
FLAT = list(range(N * F))


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
    flat = np.array(FLAT)
    sums = []
    for start in range(0, N * F, BATCH * F):
        chunk = flat[start:start + BATCH * F]
        if remedy == "infer-the-batch-dimension":
            batch = chunk.reshape(-1, F)
        else:
            batch = chunk.reshape(BATCH, F)
        sums.extend(batch.sum(axis=1).tolist())
    want = [sum(FLAT[i * F:(i + 1) * F]) for i in range(N)]
    ok = sums == want
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"sums {sums}, expected {want}"}))


if __name__ == "__main__":
    main()
