"""The frame itself has duplicate labels after pd.concat, then a column is assigned.

Two monthly extracts are stacked with pd.concat (no ignore_index), so the index is
0,1,2,0,1,2. A running total over the rows sorted by date is then assigned back:
df["running"] = df.sort_values("date")["amount"].cumsum(). The right-hand side is in
another order, so pandas must align it by label, and the labels repeat.

Check: each row's running total equals the sum of the amounts of all rows with an
earlier or equal date (reference: plain Python over the raw rows).

Usage: python duplicate_index_after_concat.py [--remedy ID]
"""

import argparse
import json
import sys

import pandas as pd

REMEDIES = ("ignore-index-in-concat", "assign-by-position", "drop-duplicate-rows", "drop-duplicate-labels")

FEB = [("2024-02-03", 5.0), ("2024-02-01", 7.0), ("2024-02-02", 1.0)]
JAN = [("2024-01-02", 2.0), ("2024-01-03", 4.0), ("2024-01-01", 3.0)]


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
    parts = [pd.DataFrame(rows, columns=["date", "amount"]) for rows in (FEB, JAN)]
    if remedy == "ignore-index-in-concat":
        df = pd.concat(parts, ignore_index=True)
    else:
        df = pd.concat(parts)
    if remedy == "drop-duplicate-rows":
        df = df.drop_duplicates()
    elif remedy == "drop-duplicate-labels":
        df = df[~df.index.duplicated(keep="first")]
    running = df.sort_values("date")["amount"].cumsum()
    if remedy == "assign-by-position":
        df["running"] = running.to_numpy()
    else:
        df["running"] = running
    rows = FEB + JAN
    want = sorted((d, sum(a for d2, a in rows if d2 <= d)) for d, _ in rows)
    got = sorted(zip(df["date"], (float(x) for x in df["running"])))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"(date, running) {got}, expected {want}"}))


if __name__ == "__main__":
    main()
