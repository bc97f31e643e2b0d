"""The file's header has padded names, so the exact name is not a label.

The export pads its header (`STATIONS_ID; MESS_DATUM;  QN_9; TT_TU;eor`); with
`sep=";"` the column is named "  QN_9", not "QN_9", and
`df.drop(columns=["QN_9", "eor"])` raises 'KeyError: "[\'QN_9\'] not found in axis"'.

Check: the quality and end-of-record columns are gone, the measurements stay.

Usage: python header_names_with_whitespace.py [--remedy ID]
"""

import argparse
import io
import json
import sys

import pandas as pd

REMEDIES = ("strip-the-column-names", "errors-ignore-to-silence-it")

TEXT = "STATIONS_ID; MESS_DATUM;  QN_9; TT_TU;eor\n44;2019040900;1;7.1;eor\n44;2019040901;1;6.8;eor\n"


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
    df = pd.read_csv(io.StringIO(TEXT), sep=";")
    if remedy == "strip-the-column-names":
        df.columns = df.columns.str.strip()
        df = df.drop(columns=["QN_9", "eor"])
    elif remedy == "errors-ignore-to-silence-it":
        df = df.drop(columns=["QN_9", "eor"], errors="ignore")
    else:
        df = df.drop(columns=["QN_9", "eor"])
    names = [c.strip() for c in df.columns]
    ok = names == ["STATIONS_ID", "MESS_DATUM", "TT_TU"]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"columns left {list(df.columns)}, expected STATIONS_ID, MESS_DATUM, TT_TU"}))


if __name__ == "__main__":
    main()
