"""KeyError: a UTF-8 file with a byte-order mark is read with encoding="latin-1".

Excel's "CSV UTF-8" export starts with a byte-order mark. Read as UTF-8 (pandas' default)
the mark is dropped; read with a legacy 8-bit encoding (chosen to get past a
UnicodeDecodeError elsewhere in the file), its three bytes become "ï»¿" in front of the
first column's name, and df["id"] fails.

Check: the ids and names equal the rows written (and "Zoë" survives, so the text is decoded
as the UTF-8 it is).

Usage: python bom_read_with_a_legacy_encoding.py [--remedy ID]
"""

import argparse
import json
import os
import sys
import tempfile

import pandas as pd

REMEDIES = ("read-csv-utf-8-sig", "normalize-column-names")
ROWS = [(1, "Ana"), (2, "Zoë"), (3, "Björn")]


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
    path = os.path.join(tempfile.mkdtemp(), "people.csv")
    with open(path, "w", encoding="utf-8-sig") as f:  # what Excel's "CSV UTF-8" writes
        f.write("id,name\n" + "".join(f"{i},{n}\n" for i, n in ROWS))
    if remedy == "read-csv-utf-8-sig":
        df = pd.read_csv(path, encoding="utf-8-sig")
    else:
        df = pd.read_csv(path, encoding="latin-1")
    if remedy == "normalize-column-names":
        df.columns = df.columns.str.strip().str.lower()
    got = list(zip(df["id"].tolist(), df["name"].tolist()))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == ROWS, "detail": f"rows {got}, expected {ROWS}"}, ensure_ascii=False))


if __name__ == "__main__":
    main()
