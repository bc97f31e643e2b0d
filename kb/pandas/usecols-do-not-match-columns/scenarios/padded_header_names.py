"""usecols names that differ from the header only by padding.

The export writes its header as "id, name, score" (a space after each comma), so the
columns are named "id", " name" and " score". `pd.read_csv(f, usecols=["id", "score"])`
raises "ValueError: Usecols do not match columns, columns expected but not found:
['score']".

Check: the frame has the columns id and score with the file's values.

Usage: python padded_header_names.py [--remedy ID]
"""

import argparse
import io
import json
import sys

import pandas as pd

REMEDIES = ("strip-the-header-while-reading", "switch-parser-engine")

TEXT = "id, name, score\n1, ann, 3.5\n2, bob, 4.0\n3, cat, 2.5\n"


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
    kwargs = {}
    if remedy == "strip-the-header-while-reading":
        kwargs["skipinitialspace"] = True
    elif remedy == "switch-parser-engine":
        kwargs["engine"] = "python"
    df = pd.read_csv(io.StringIO(TEXT), usecols=["id", "score"], **kwargs)
    got = [(int(i), float(s)) for i, s in zip(df["id"], df["score"])]
    ok = list(df.columns) == ["id", "score"] and got == [(1, 3.5), (2, 4.0), (3, 2.5)]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"columns {list(df.columns)}, rows {got}"}))


if __name__ == "__main__":
    main()
