"""Indices computed on one array are applied to a shorter, filtered array.

The top-2 detections are chosen with np.argsort over all scores, but the boxes array
was already filtered to the confident detections; boxes[top] then raises
"index 4 is out of bounds for axis 0 with size 3".

Check: the selected boxes are the two with the highest scores among the confident
detections, found with sorted() in plain Python.

Usage: python indices_from_another_array.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

REMEDIES = ("filter-every-parallel-array", "drop-out-of-range-indices")

SCORES = [0.9, 0.2, 0.75, 0.1, 0.95]
BOXES = [[0, 0, 1, 1], [1, 1, 2, 2], [2, 2, 3, 3], [3, 3, 4, 4], [4, 4, 5, 5]]
MIN_SCORE = 0.5


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
    scores = np.array(SCORES)
    keep = scores >= MIN_SCORE
    boxes = np.array(BOXES)[keep]                 # 3 boxes left
    if remedy == "filter-every-parallel-array":
        kept_scores = scores[keep]
        top = np.argsort(kept_scores)[::-1][:2]   # positions within the filtered array
    else:
        top = np.argsort(scores)[::-1][:2]        # positions within the full array: 4, 0
        if remedy == "drop-out-of-range-indices":
            top = top[top < len(boxes)]
    picked = boxes[top].tolist()
    conf = [(s, b) for s, b in zip(SCORES, BOXES) if s >= MIN_SCORE]
    want = [b for s, b in sorted(conf, key=lambda p: -p[0])[:2]]
    ok = picked == want
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"picked {picked}, expected {want}"}))


if __name__ == "__main__":
    main()
