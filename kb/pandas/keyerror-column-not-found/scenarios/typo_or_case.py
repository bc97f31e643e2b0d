"""KeyError: a column name spelt differently from the header (case).

A revenue report reads a table whose header says "Revenue" and asks for df["revenue"].

Check: total revenue equals the sum of the raw numbers (plain Python sum).

Usage: python typo_or_case.py [--remedy ID]
"""

import argparse
import io
import json
import sys

import pandas as pd

REMEDIES = ("use-exact-column-name", "normalize-column-names", "get-with-default")

CSV = "Region,Revenue\nnorth,120.5\nsouth,80.0\neast,99.5\n"
RAW = [120.5, 80.0, 99.5]


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
    df = pd.read_csv(io.StringIO(CSV))
    if remedy == "use-exact-column-name":
        total = float(df["Revenue"].sum())
    elif remedy == "normalize-column-names":
        df.columns = df.columns.str.strip().str.lower()
        total = float(df["revenue"].sum())
    elif remedy == "get-with-default":
        total = float(pd.Series(df.get("revenue", 0)).sum())
    else:
        total = float(df["revenue"].sum())
    want = sum(RAW)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": abs(total - want) < 1e-9, "detail": f"total revenue {total}, expected {want}"}))


if __name__ == "__main__":
    main()
