"""Columns of two frames that cover different rows are compared with ==.

Ordered and shipped quantities come from two tables; one order has not shipped yet, so
`orders["qty"] != shipped["qty"]` compares Series with different indexes and raises
"ValueError: Can only compare identically-labeled Series objects".

Check: the orders whose shipped quantity differs from the ordered one, counting the
unshipped order.

Usage: python different_row_sets.py [--remedy ID]
"""

import argparse
import json
import sys

import pandas as pd

REMEDIES = ("merge-on-the-key-then-compare", "compare-the-raw-values", "reset-index-before-comparing")


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
    orders = pd.DataFrame({"order_id": [1, 2, 3, 4, 5], "qty": [2, 1, 5, 3, 4]}).set_index("order_id")
    shipped = pd.DataFrame({"order_id": [1, 2, 4, 5], "qty": [2, 1, 2, 4]}).set_index("order_id")
    if remedy == "merge-on-the-key-then-compare":
        m = orders.join(shipped, how="left", lsuffix="_ordered", rsuffix="_shipped")
        bad = m.index[m["qty_ordered"] != m["qty_shipped"]]
    elif remedy == "compare-the-raw-values":
        diff = orders["qty"].to_numpy() != shipped["qty"].to_numpy()
        bad = orders.index[diff]
    elif remedy == "reset-index-before-comparing":
        diff = orders["qty"].reset_index(drop=True) != shipped["qty"].reset_index(drop=True)
        bad = orders.index[diff.to_numpy()]
    else:
        bad = orders.index[orders["qty"] != shipped["qty"]]
    got = sorted(int(i) for i in bad)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == [3, 4], "detail": f"orders with a quantity mismatch {got}, expected [3, 4] (3 not shipped, 4 short)"}))


if __name__ == "__main__":
    main()
