"""KeyError: a semicolon-separated export is read with read_csv's default comma.

European spreadsheet exports write "id;amount" with a decimal comma. Read with the default
sep=",", the whole header becomes one column named "id;amount", and df["amount"] fails.

Check: the amounts equal the numbers in the file, parsed by hand (split on ";", decimal comma).

Usage: python wrong_separator.py [--remedy ID]
"""

import argparse
import json
import os
import sys
import tempfile

import pandas as pd

REMEDIES = ("read-csv-with-the-files-separator", "normalize-column-names")
LINES = ["id;amount", "1;2,5", "2;4", "3;10,25"]


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
    path = os.path.join(tempfile.mkdtemp(), "export.csv")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(LINES) + "\n")
    if remedy == "read-csv-with-the-files-separator":
        df = pd.read_csv(path, sep=";", decimal=",")
    else:
        df = pd.read_csv(path)
    if remedy == "normalize-column-names":
        df.columns = df.columns.str.strip().str.lower()
    got = [float(v) for v in df["amount"]]
    want = [float(line.split(";")[1].replace(",", ".")) for line in LINES[1:]]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"amounts {got}, expected {want}"}))


if __name__ == "__main__":
    main()
