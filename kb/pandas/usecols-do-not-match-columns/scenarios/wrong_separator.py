"""A semicolon-separated file read with the default comma separator and usecols.

European locales export CSV with ";" between fields. Read with the default `sep=","`,
the whole header is one column named "id;name;score", so
`pd.read_csv(f, usecols=["id", "score"])` raises "ValueError: Usecols do not match
columns, columns expected but not found: ['id', 'score']".

Check: the frame has the columns id and score with the file's values.

Usage: python wrong_separator.py [--remedy ID]
"""

import argparse
import io
import json
import sys

import pandas as pd

REMEDIES = ("pass-the-files-separator", "switch-parser-engine")

TEXT = "id;name;score\n1;ann;3.5\n2;bob;4.0\n"


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
    if remedy == "pass-the-files-separator":
        kwargs["sep"] = ";"
    elif remedy == "switch-parser-engine":
        kwargs["engine"] = "python"
    df = pd.read_csv(io.StringIO(TEXT), usecols=["id", "score"], **kwargs)
    got = [(int(i), float(s)) for i, s in zip(df["id"], df["score"])]
    ok = list(df.columns) == ["id", "score"] and got == [(1, 3.5), (2, 4.0)]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"columns {list(df.columns)}, rows {got}"}))


if __name__ == "__main__":
    main()
