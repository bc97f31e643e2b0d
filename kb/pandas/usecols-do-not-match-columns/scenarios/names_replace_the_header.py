"""usecols written with the file's header names while names= renames the columns.

The loader renames the columns while reading (`header=0, names=[...]`) and selects
columns by the names in the file. Once `names` is given, the file's header is replaced,
so `usecols=["OrderID", "Price"]` raises "ValueError: Usecols do not match columns,
columns expected but not found: ['OrderID', 'Price']" (the order of the list may differ).

Check: the frame has order_id and price with the file's values.

Usage: python names_replace_the_header.py [--remedy ID]
"""

import argparse
import io
import json
import sys

import pandas as pd

REMEDIES = ("usecols-in-terms-of-the-new-names", "drop-header-0")

TEXT = "OrderID,Qty,Price\n1001,2,9.5\n1002,1,20.0\n"
NAMES = ["order_id", "qty", "price"]


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
    if remedy == "usecols-in-terms-of-the-new-names":
        df = pd.read_csv(io.StringIO(TEXT), header=0, names=NAMES, usecols=["order_id", "price"])
    elif remedy == "drop-header-0":
        df = pd.read_csv(io.StringIO(TEXT), names=NAMES, usecols=["order_id", "price"])
    else:
        df = pd.read_csv(io.StringIO(TEXT), header=0, names=NAMES, usecols=["OrderID", "Price"])
    got = list(zip(df["order_id"].tolist(), df["price"].tolist()))
    ok = got == [(1001, 9.5), (1002, 20.0)]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"rows {got}, expected [(1001, 9.5), (1002, 20.0)]"}))


if __name__ == "__main__":
    main()
