"""`&` between comparisons without parentheses: operator precedence.

Orders of more than 10 items with a discount below 20 percent (integer columns) are
selected with df[df["qty"] > 10 & df["discount_pct"] < 20]. `&` binds tighter than `>`
and `<`, so Python reads the chained comparison df.qty > (10 & df.discount_pct) < 20,
and a chained comparison needs the truth value of the middle Series.

Check: the selected order ids equal those found by a plain Python loop.

Usage: python bitwise_without_parentheses.py [--remedy ID]
"""

import argparse
import json
import sys

import pandas as pd

REMEDIES = ("use-bitwise-operators", "use-query", "parenthesize-one-side")

ROWS = [(1, 25, 10), (2, 8, 0), (3, 12, 30), (4, 9, 15), (5, 30, 5)]


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
    df = pd.DataFrame(ROWS, columns=["order_id", "qty", "discount_pct"])
    if remedy == "use-bitwise-operators":
        sel = df[(df["qty"] > 10) & (df["discount_pct"] < 20)]
    elif remedy == "use-query":
        sel = df.query("qty > 10 and discount_pct < 20")
    elif remedy == "parenthesize-one-side":
        sel = df[df["qty"] > 10 & (df["discount_pct"] < 20)]
    else:
        sel = df[df["qty"] > 10 & df["discount_pct"] < 20]
    got = sorted(int(i) for i in sel["order_id"])
    want = sorted(i for i, t, d in ROWS if t > 10 and d < 20)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"selected {got}, expected {want}"}))


if __name__ == "__main__":
    main()
