"""KeyError: the CSV header has a space after each comma, so the column is " amount".

An export written as "date, amount" (a space after the delimiter) is read with
pd.read_csv; the code asks for df["amount"].

Check: the total amount equals the sum of the raw numbers (plain Python sum).

Usage: python whitespace_in_csv_header.py [--remedy ID]
"""

import argparse
import io
import json
import sys

import pandas as pd

REMEDIES = ("normalize-column-names", "read-csv-skipinitialspace", "use-exact-column-name", "loc-instead-of-brackets")

CSV = "date, amount\n2024-01-01, 10.0\n2024-01-02, 12.5\n2024-01-03, 7.5\n"
RAW = [10.0, 12.5, 7.5]


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
    if remedy == "read-csv-skipinitialspace":
        df = pd.read_csv(io.StringIO(CSV), skipinitialspace=True)
    else:
        df = pd.read_csv(io.StringIO(CSV))
    if remedy == "normalize-column-names":
        df.columns = df.columns.str.strip().str.lower()
    if remedy == "use-exact-column-name":
        amount = df[" amount"]
    elif remedy == "loc-instead-of-brackets":
        amount = df.loc[:, "amount"]
    else:
        amount = df["amount"]
    total = float(amount.sum())
    want = sum(RAW)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": abs(total - want) < 1e-9, "detail": f"total amount {total}, expected {want}"}))


if __name__ == "__main__":
    main()
