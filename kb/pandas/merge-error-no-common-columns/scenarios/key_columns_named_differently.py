"""Two tables whose key columns have different names, merged without on=.

`orders` calls the key `customer_id`, `customers` calls it `id`; with no column name in
common, `orders.merge(customers)` raises "pandas.errors.MergeError: No common columns to
perform merge on. Merge options: left_on=None, right_on=None, left_index=False,
right_index=False".

Check: every order carries the name of its own customer.

Usage: python key_columns_named_differently.py [--remedy ID]
"""

import argparse
import json
import sys

import pandas as pd

REMEDIES = ("name-the-keys-on-each-side", "merge-on-the-indexes", "outer-join-instead")


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
    orders = pd.DataFrame({"order": [1, 2, 3, 4], "customer_id": [20, 10, 20, 30], "total": [5.0, 7.5, 2.0, 9.0]})
    customers = pd.DataFrame({"id": [10, 20, 30], "name": ["Ada", "Ben", "Cy"]})
    if remedy == "name-the-keys-on-each-side":
        out = orders.merge(customers, left_on="customer_id", right_on="id", how="left")
    elif remedy == "merge-on-the-indexes":
        out = orders.merge(customers, left_index=True, right_index=True, how="left")
    elif remedy == "outer-join-instead":
        out = orders.merge(customers, how="outer")
    else:
        out = orders.merge(customers)
    got = dict(zip(out["order"].astype(int), out["name"]))
    want = {1: "Ben", 2: "Ada", 3: "Ben", 4: "Cy"}
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"customer name per order {got}, expected {want}"}))


if __name__ == "__main__":
    main()
