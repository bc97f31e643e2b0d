"""Two Series with the same labels in a different order are compared with an operator.

January's totals come from a groupby (sorted by region); February's come from a file in
the file's own order. `feb > jan` compares by label and requires identical indexes, so
it raises "ValueError: Can only compare identically-labeled Series objects".

Check: the set of regions whose sales grew from January to February.

Usage: python same_labels_different_order.py [--remedy ID]
"""

import argparse
import json
import sys

import pandas as pd

REMEDIES = ("align-before-comparing", "compare-the-raw-values")


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
    jan_rows = pd.DataFrame({"region": ["west", "east", "north", "east", "south"], "sales": [10, 4, 7, 3, 9]})
    jan = jan_rows.groupby("region")["sales"].sum()  # east, north, south, west
    feb = pd.DataFrame({"region": ["west", "south", "east", "north"], "sales": [12, 8, 8, 7]}).set_index("region")["sales"]
    if remedy == "align-before-comparing":
        grew = feb.gt(jan)
    elif remedy == "compare-the-raw-values":
        grew = pd.Series(feb.to_numpy() > jan.to_numpy(), index=feb.index)
    else:
        grew = feb > jan
    got = sorted(grew[grew].index)
    want = sorted(r for r in feb.index if feb[r] > jan[r])  # label by label
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want == ["east", "west"], "detail": f"regions that grew {got}, expected {want}"}))


if __name__ == "__main__":
    main()
