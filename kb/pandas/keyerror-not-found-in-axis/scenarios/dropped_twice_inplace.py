"""An in-place drop runs a second time on the same frame.

`prepare(df)` removes a helper column with `df.drop(columns=["income_cat"],
inplace=True)`. It is run once for the training split and then again on the same
object (a notebook cell run twice, a loop over splits that share one frame), and the
second run raises 'KeyError: "[\'income_cat\'] not found in axis"'.

Check: both prepared frames lack the helper column and keep the feature columns.

Usage: python dropped_twice_inplace.py [--remedy ID]
"""

import argparse
import json
import sys

import pandas as pd

REMEDIES = ("return-a-new-frame",)


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def prepare_inplace(df):
    df.drop(columns=["income_cat"], inplace=True)
    return df


def prepare_copy(df):
    return df.drop(columns=["income_cat"])


def main():
    remedy = parse_remedy()
    housing = pd.DataFrame({"income": [1.5, 3.2, 6.1], "rooms": [3, 5, 4], "income_cat": [1, 3, 5]})
    prepare = prepare_copy if remedy == "return-a-new-frame" else prepare_inplace
    first = prepare(housing)
    second = prepare(housing)  # the same cell or step runs again
    ok = all(list(f.columns) == ["income", "rooms"] and len(f) == 3 for f in (first, second))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"columns after each run {list(first.columns)}, {list(second.columns)}"}))


if __name__ == "__main__":
    main()
