"""One value per group is assigned as a column of the row-level frame.

The mean sale per store is computed with groupby(...).mean() (3 stores) and assigned
with df["store_mean"] = means.values to a frame of 6 rows: "ValueError: Length of values
(3) does not match length of index (6)".

Check: every row carries the mean of its own store, computed with a plain dict.

Usage: python per_group_values_assigned_to_rows.py [--remedy ID]
"""

import argparse
import json
import sys

import pandas as pd

REMEDIES = ("broadcast-with-transform", "wrap-values-in-a-series")

ROWS = [("berlin", 10.0), ("paris", 4.0), ("berlin", 20.0), ("rome", 7.0), ("paris", 8.0), ("rome", 1.0)]


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
    df = pd.DataFrame(ROWS, columns=["store", "sale"])
    if remedy == "broadcast-with-transform":
        df["store_mean"] = df.groupby("store")["sale"].transform("mean")
    elif remedy == "wrap-values-in-a-series":
        df["store_mean"] = pd.Series(df.groupby("store")["sale"].mean().values)
    else:
        df["store_mean"] = df.groupby("store")["sale"].mean().values
    sums, counts = {}, {}
    for s, v in ROWS:
        sums[s] = sums.get(s, 0.0) + v
        counts[s] = counts.get(s, 0) + 1
    want = [sums[s] / counts[s] for s, _ in ROWS]
    got = df["store_mean"].tolist()
    ok = got == want
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"store_mean {got}, expected {want}"}))


if __name__ == "__main__":
    main()
