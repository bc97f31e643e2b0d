"""str.contains on an object column that mixes numbers and strings.

Product codes come from a spreadsheet: some cells are numbers (1234, 512), others text
("A12"). `.str` methods return NaN for the non-string cells, and `df[df["code"].
str.contains("12")]` raises "ValueError: Cannot mask with non-boolean array containing NA
/ NaN values" in pandas 2.x and 3.x alike.

Check: every code whose text contains "12" is selected, numeric ones included.

Usage: python mixed_types_in_object_column.py [--remedy ID]
"""

import argparse
import json
import sys

import pandas as pd

REMEDIES = ("convert-to-string-first", "na-false-on-mixed-types")

CODES = [1234, "A12", "B7", 512, "C3"]


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
    df = pd.DataFrame({"code": pd.Series(CODES, dtype=object)})
    if remedy == "convert-to-string-first":
        mask = df["code"].astype(str).str.contains("12")
    elif remedy == "na-false-on-mixed-types":
        mask = df["code"].str.contains("12", na=False)
    else:
        mask = df["code"].str.contains("12")
    got = [str(v) for v in df[mask]["code"]]
    want = [str(c) for c in CODES if "12" in str(c)]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"selected {got}, expected {want}"}))


if __name__ == "__main__":
    main()
