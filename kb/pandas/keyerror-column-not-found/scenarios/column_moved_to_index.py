"""KeyError: the column became the index after groupby (as_index=True is the default).

Sales are summed per store with df.groupby("store").sum(); the code then asks the
summary for summary["store"] to build labels, but "store" is now the index.

Check: the label list pairs each store with its total, compared with a reference
computed with a plain Python dict.

Usage: python column_moved_to_index.py [--remedy ID]
"""

import argparse
import json
import sys

import pandas as pd

REMEDIES = ("reset-index-or-as-index-false", "loc-instead-of-brackets")

ROWS = [("berlin", 3), ("paris", 5), ("berlin", 4), ("rome", 1), ("paris", 2)]


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
    sales = pd.DataFrame(ROWS, columns=["store", "units"])
    if remedy == "reset-index-or-as-index-false":
        summary = sales.groupby("store", as_index=False).sum()
    else:
        summary = sales.groupby("store").sum()
    if remedy == "loc-instead-of-brackets":
        stores = summary.loc[:, "store"]
    else:
        stores = summary["store"]
    labels = sorted(f"{s}: {u}" for s, u in zip(stores, summary["units"]))
    ref = {}
    for s, u in ROWS:
        ref[s] = ref.get(s, 0) + u
    want = sorted(f"{s}: {u}" for s, u in ref.items())
    print("KNOWNFIX_CHECK " + json.dumps({"ok": labels == want, "detail": f"labels {labels}, expected {want}"}))


if __name__ == "__main__":
    main()
