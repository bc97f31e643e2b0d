"""Filtering rows with str.contains on a text column that has missing values.

`df["name"].str.contains("an", case=False)` returns NaN for the missing names, so the
mask is an object array of True/False/NaN, and `df[mask]` raises "ValueError: Cannot
mask with non-boolean array containing NA / NaN values" (pandas 2.x; pandas 3's default
string dtype returns False for missing values instead).

Check: the selected names are exactly those that contain "an", ignoring case.

Usage: python text_column_with_missing_values.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np
import pandas as pd

REMEDIES = ("pass-na-false", "astype-str-with-missing-values")

NAMES = ["Ann", np.nan, "Nancy", "Bob", None, "Dana"]


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
    df = pd.DataFrame({"name": NAMES})
    if remedy == "pass-na-false":
        mask = df["name"].str.contains("an", case=False, na=False)
    elif remedy == "astype-str-with-missing-values":
        mask = df["name"].astype(str).str.contains("an", case=False)
    else:
        mask = df["name"].str.contains("an", case=False)
    got = [str(v) for v in df[mask]["name"]]
    want = [n for n in NAMES if isinstance(n, str) and "an" in n.lower()]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"selected {got}, expected {want}"}))


if __name__ == "__main__":
    main()
