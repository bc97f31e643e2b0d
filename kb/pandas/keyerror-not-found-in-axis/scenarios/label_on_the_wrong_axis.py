"""A column name passed to DataFrame.drop without axis=1 or columns=.

`df.drop("tmp")` looks for "tmp" among the row labels (axis 0 is the default), finds
nothing there, and raises 'KeyError: "[\'tmp\'] not found in axis"'.

Check: the helper column is gone and the other columns and all rows are kept.

Usage: python label_on_the_wrong_axis.py [--remedy ID]
"""

import argparse
import json
import sys

import pandas as pd

REMEDIES = ("name-the-axis", "errors-ignore-to-silence-it")


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
    df = pd.DataFrame({"id": [1, 2, 3], "name": ["a", "b", "c"], "tmp": [0.1, 0.2, 0.3]})
    if remedy == "name-the-axis":
        out = df.drop(columns="tmp")
    elif remedy == "errors-ignore-to-silence-it":
        out = df.drop("tmp", errors="ignore")
    else:
        out = df.drop("tmp")
    ok = list(out.columns) == ["id", "name"] and len(out) == 3
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"columns {list(out.columns)}, {len(out)} rows; expected ['id', 'name'], 3 rows"}))


if __name__ == "__main__":
    main()
