"""The key of one table is its index (after groupby or set_index), not a column.

Per-customer totals come from `groupby("customer_id")["total"].sum().to_frame()`: the
key is now the index and the only column is `total`, so `customers.merge(totals)` has no
column in common and raises "pandas.errors.MergeError: No common columns to perform merge
on. ...".

Check: every customer gets the sum of their own orders.

Usage: python key_is_in_the_index.py [--remedy ID]
"""

import argparse
import json
import sys

import pandas as pd

REMEDIES = ("bring-the-key-back-as-a-column", "merge-on-the-indexes")


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
    orders = pd.DataFrame({"customer_id": [20, 10, 20, 30], "total": [5.0, 7.5, 2.0, 9.0]})
    customers = pd.DataFrame({"customer_id": [10, 20, 30], "name": ["Ada", "Ben", "Cy"]})
    totals = orders.groupby("customer_id")["total"].sum().to_frame()
    if remedy == "bring-the-key-back-as-a-column":
        out = customers.merge(totals.reset_index(), on="customer_id", how="left")
    elif remedy == "merge-on-the-indexes":
        out = customers.merge(totals, left_index=True, right_index=True, how="left")
    else:
        out = customers.merge(totals)
    got = {n: (None if pd.isna(t) else float(t)) for n, t in zip(out["name"], out["total"])}
    want = {"Ada": 7.5, "Ben": 7.0, "Cy": 9.0}
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"totals per customer {got}, expected {want}"}))


if __name__ == "__main__":
    main()
