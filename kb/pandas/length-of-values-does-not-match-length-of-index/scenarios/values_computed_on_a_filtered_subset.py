"""Values computed on the rows that survived dropna() are assigned to the full frame.

A score is computed only for rows with a complete input (dropna leaves 4 of 6 rows),
and df["score"] = scores raises "ValueError: Length of values (4) does not match length
of index (6)".

Check: rows with complete inputs carry x * y, the other rows are missing (NaN),
compared with a plain-Python computation.

Usage: python values_computed_on_a_filtered_subset.py [--remedy ID]
"""

import argparse
import json
import math
import sys

import pandas as pd

REMEDIES = ("assign-by-the-subset-index", "wrap-values-in-a-series")

ROWS = [(1.0, 2.0), (None, 3.0), (4.0, 0.5), (2.0, None), (3.0, 3.0), (5.0, 1.0)]


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
    df = pd.DataFrame(ROWS, columns=["x", "y"])
    valid = df.dropna()
    scores = (valid["x"] * valid["y"]).to_numpy()          # a bare array, as a model returns it
    if remedy == "assign-by-the-subset-index":
        df["score"] = pd.Series(scores, index=valid.index)  # aligned on the rows it belongs to
    elif remedy == "wrap-values-in-a-series":
        df["score"] = pd.Series(scores)                     # new index 0..3
    else:
        df["score"] = scores
    want = [x * y if x is not None and y is not None else None for x, y in ROWS]
    got = [None if (isinstance(v, float) and math.isnan(v)) else v for v in df["score"].tolist()]
    ok = got == want
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"score {got}, expected {want}"}))


if __name__ == "__main__":
    main()
