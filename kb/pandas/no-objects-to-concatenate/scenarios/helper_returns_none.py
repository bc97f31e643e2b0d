"""A cleaning helper returns the result of an inplace call, which is None.

`clean()` ends with `return df.dropna(inplace=True)`; with `inplace=True` pandas
modifies the frame and returns None, so every piece is None and `pd.concat(pieces)`
raises "ValueError: All objects passed were None".

Check: the cleaned pieces (rows with a value) are all concatenated.

Usage: python helper_returns_none.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np
import pandas as pd

REMEDIES = ("return-the-frame-not-the-inplace-result", "drop-the-none-pieces")


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def clean(df, remedy):
    if remedy == "return-the-frame-not-the-inplace-result":
        return df.dropna()
    return df.dropna(inplace=True)


def main():
    remedy = parse_remedy()
    raw = [
        pd.DataFrame({"sensor": ["a", "a", "a"], "value": [1.0, np.nan, 3.0]}),
        pd.DataFrame({"sensor": ["b", "b"], "value": [np.nan, 5.0]}),
    ]
    pieces = [clean(df, remedy) for df in raw]
    if remedy == "drop-the-none-pieces":
        pieces = [p for p in pieces if p is not None]
    df = pd.concat(pieces, ignore_index=True)
    got = [float(v) for v in df["value"]]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == [1.0, 3.0, 5.0], "detail": f"values {got}, expected [1.0, 3.0, 5.0]"}))


if __name__ == "__main__":
    main()
