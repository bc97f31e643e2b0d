"""A generator of frames is consumed once before it reaches pd.concat.

The pieces are produced lazily by a generator expression; the code counts them for a
log line with `sum(1 for _ in pieces)`, which exhausts the generator, and the later
`pd.concat(pieces)` receives nothing and raises "ValueError: No objects to concatenate".

Check: all pieces are concatenated.

Usage: python generator_already_consumed.py [--remedy ID]
"""

import argparse
import json
import sys

import pandas as pd

REMEDIES = ("materialize-the-pieces-once", "concat-with-empty-fallback")


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
    months = {"jan": [1, 2], "feb": [3], "mar": [4, 5, 6]}
    pieces = (pd.DataFrame({"month": m, "value": vals}) for m, vals in months.items())
    if remedy == "materialize-the-pieces-once":
        pieces = list(pieces)
    n = sum(1 for _ in pieces)
    print(f"concatenating {n} pieces")
    if remedy == "concat-with-empty-fallback":
        pieces = list(pieces)
        df = pd.concat(pieces or [pd.DataFrame(columns=["month", "value"])], ignore_index=True)
    else:
        df = pd.concat(pieces, ignore_index=True)
    got = [int(v) for v in df["value"]]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == [1, 2, 3, 4, 5, 6], "detail": f"values {got}, expected [1, 2, 3, 4, 5, 6]"}))


if __name__ == "__main__":
    main()
