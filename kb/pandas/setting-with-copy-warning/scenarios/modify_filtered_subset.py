"""A filtered subset is kept as a new table and then modified: hot["temp_f"] = ...

The intent is a separate table of hot days with an extra Fahrenheit column; the
original DataFrame must stay as it was. Warnings are turned into errors (as with
`python -W error` or pytest's `filterwarnings = error`).

Check: the subset has the right Fahrenheit values and the original is unchanged
(no new column, same values), against references computed with plain Python.

Usage: python modify_filtered_subset.py [--remedy ID]
"""

import argparse
import json
import sys
import warnings

import pandas as pd

REMEDIES = ("explicit-copy-of-subset", "silence-chained-assignment-option")


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
    warnings.simplefilter("error")
    raw = {"day": ["mon", "tue", "wed", "thu"], "temp": [18.0, 31.0, 27.5, 12.0]}
    df = pd.DataFrame(raw)
    if remedy == "silence-chained-assignment-option":
        pd.options.mode.chained_assignment = None
    hot = df[df["temp"] > 25]
    if remedy == "explicit-copy-of-subset":
        hot = hot.copy()
    hot["temp_f"] = hot["temp"] * 9 / 5 + 32
    want_f = [t * 9 / 5 + 32 for t in raw["temp"] if t > 25]
    ok = hot["temp_f"].tolist() == want_f and list(df.columns) == ["day", "temp"] and df["temp"].tolist() == raw["temp"]
    detail = f"hot.temp_f = {hot['temp_f'].tolist()} (expected {want_f}); df columns {list(df.columns)}"
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))


if __name__ == "__main__":
    main()
