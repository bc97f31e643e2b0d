"""Two snapshots of a table are compared with == although a row was added.

Yesterday's and today's price lists are indexed by product id; today's has one more
product, so `today != yesterday` raises "ValueError: Can only compare identically-labeled
(both index and columns) DataFrame objects" (pandas 2.0 and later; older releases print
"Can only compare identically-labeled DataFrame objects").

Check: the ids of products that are new or whose price or stock changed.

Usage: python dataframe_snapshots_differ_in_rows.py [--remedy ID]
"""

import argparse
import json
import sys

import pandas as pd

REMEDIES = ("align-before-comparing", "reset-index-before-comparing")


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
    yesterday = pd.DataFrame({"price": [9.5, 3.0, 4.25, 12.0], "stock": [5, 0, 7, 2]}, index=pd.Index([1, 2, 3, 4], name="id"))
    today = pd.DataFrame({"price": [9.5, 3.0, 4.5, 12.0, 6.0], "stock": [5, 0, 7, 2, 9]}, index=pd.Index([1, 2, 3, 4, 5], name="id"))
    if remedy == "align-before-comparing":
        t, y = today.align(yesterday, join="outer")
        changed = t.ne(y).any(axis=1)
    elif remedy == "reset-index-before-comparing":
        changed = (today.reset_index(drop=True) != yesterday.reset_index(drop=True)).any(axis=1)
        changed.index = today.index
    else:
        changed = (today != yesterday).any(axis=1)
    got = sorted(int(i) for i in changed[changed].index)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == [3, 5], "detail": f"new or changed ids {got}, expected [3, 5]"}))


if __name__ == "__main__":
    main()
