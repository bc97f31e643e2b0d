"""Combining two boolean masks with Python's `and` inside a DataFrame filter.

Customers older than 30 who live in Paris are selected with
df[(df["age"] > 30) and (df["city"] == "Paris")]. `and` asks each mask for a single
True/False, which a Series refuses to give.

Check: the selected names equal those found by a plain Python loop over the rows.

Usage: python and_or_on_boolean_masks.py [--remedy ID]
"""

import argparse
import json
import sys
import warnings

import pandas as pd

REMEDIES = ("use-bitwise-operators", "use-query", "ampersand-without-parentheses", "call-bool-as-suggested")

ROWS = [("ana", 25, "Paris"), ("ben", 35, "Rome"), ("chloe", 45, "Paris"), ("dan", 31, "Paris"), ("eva", 52, "Oslo")]


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
    warnings.simplefilter("ignore", FutureWarning)  # Series.bool() is deprecated since pandas 2.1
    df = pd.DataFrame(ROWS, columns=["name", "age", "city"])
    if remedy == "use-bitwise-operators":
        sel = df[(df["age"] > 30) & (df["city"] == "Paris")]
    elif remedy == "use-query":
        sel = df.query("age > 30 and city == 'Paris'")
    elif remedy == "ampersand-without-parentheses":
        sel = df[df["age"] > 30 & df["city"] == "Paris"]
    elif remedy == "call-bool-as-suggested":
        sel = df[(df["age"] > 30).bool() and (df["city"] == "Paris").bool()]
    else:
        sel = df[(df["age"] > 30) and (df["city"] == "Paris")]
    got = sorted(sel["name"])
    want = sorted(n for n, a, c in ROWS if a > 30 and c == "Paris")
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"selected {got}, expected {want}"}))


if __name__ == "__main__":
    main()
