"""Testing a column against a list with Python's `in`.

Rows whose city is one of the target cities are selected with
df[df["city"] in targets]. `in` compares the Series with each list item using `==`
and asks the result for a single True/False.

Check: the selected ids equal those found by a plain Python loop.

Usage: python membership_test_against_list.py [--remedy ID]
"""

import argparse
import json
import sys

import pandas as pd

REMEDIES = ("use-isin", "compare-with-list-equals")

ROWS = [(1, "Paris"), (2, "Rome"), (3, "Oslo"), (4, "Paris"), (5, "Lima")]
TARGETS = ["Paris", "Oslo"]


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
    df = pd.DataFrame(ROWS, columns=["id", "city"])
    if remedy == "use-isin":
        sel = df[df["city"].isin(TARGETS)]
    elif remedy == "compare-with-list-equals":
        sel = df[df["city"] == TARGETS]
    else:
        sel = df[df["city"] in TARGETS]
    got = sorted(int(i) for i in sel["id"])
    want = sorted(i for i, c in ROWS if c in TARGETS)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"selected {got}, expected {want}"}))


if __name__ == "__main__":
    main()
