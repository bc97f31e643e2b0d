"""Labels of the full frame assigned to results computed on a filtered subset.

Scores are computed for the rows that have a reading (`df.dropna()`) and come back as a
new frame with a fresh RangeIndex; giving them the order ids with `scores.index =
df.index` raises "ValueError: Length mismatch: Expected axis has 4 elements, new values
have 5 elements", because one row was dropped.

Check: each order's score is twice its reading, and the order without a reading has none.

Usage: python index_from_unfiltered_frame.py [--remedy ID]
"""

import argparse
import json
import math
import sys

import numpy as np
import pandas as pd

REMEDIES = ("use-the-index-of-the-rows-used", "slice-the-index-to-fit")


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def score(frame):
    # stands for a model or library call that returns plain arrays
    return pd.DataFrame({"score": frame["reading"].to_numpy() * 2.0})


def main():
    remedy = parse_remedy()
    df = pd.DataFrame({"reading": [1.0, 2.0, np.nan, 4.0, 5.0]}, index=pd.Index([101, 102, 103, 104, 105], name="order"))
    valid = df.dropna()
    scores = score(valid)
    if remedy == "use-the-index-of-the-rows-used":
        scores.index = valid.index
    elif remedy == "slice-the-index-to-fit":
        scores.index = df.index[: len(scores)]
    else:
        scores.index = df.index
    out = df.join(scores)
    got = {int(k): (None if math.isnan(v) else v) for k, v in out["score"].items()}
    want = {101: 2.0, 102: 4.0, 103: None, 104: 8.0, 105: 10.0}
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"scores by order {got}, expected {want}"}))


if __name__ == "__main__":
    main()
