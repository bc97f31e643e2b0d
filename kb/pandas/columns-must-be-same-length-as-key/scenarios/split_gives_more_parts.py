"""str.split(expand=True) gives more columns than the names on the left.

Full names are split into first and last name with
df[["first", "last"]] = df["name"].str.split(" ", expand=True); one name has a middle
name, the split has 3 columns, and pandas raises "ValueError: Columns must be same
length as key".

Check: "first" is the first word and "last" the remaining words of each name.

Usage: python split_gives_more_parts.py [--remedy ID]
"""

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("limit-the-number-of-splits", "keep-the-first-columns")

NAMES = ["Ada Lovelace", "Grace Brewster Hopper", "Alan Turing"]


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.DataFrame({"name": NAMES})
    parts = df["name"].str.split(" ", n=1 if remedy == "limit-the-number-of-splits" else -1, expand=True)
    if remedy == "keep-the-first-columns":
        parts = parts.iloc[:, :2]
    df[["first", "last"]] = parts
    want = [(n.split(" ", 1)[0], n.split(" ", 1)[1]) for n in NAMES]
    got = list(zip(df["first"], df["last"]))
    check(got == want, f"first/last {got}, expected {want}")


if __name__ == "__main__":
    main()
