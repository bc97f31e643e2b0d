"""A fixed list of columns to drop, applied to files that do not all have them.

Station exports share most columns, but the newer ones no longer have the `eor`
end-of-record column. Dropping `["QN_9", "eor"]` from every file raises
'KeyError: "[\'eor\'] not found in axis"' on the newer file.

Check: every file ends up with the measurement columns only.

Usage: python optional_columns_differ_between_files.py [--remedy ID]
"""

import argparse
import io
import json
import sys

import pandas as pd

REMEDIES = ("drop-only-the-columns-present",)

FILES = [
    "STATIONS_ID;MESS_DATUM;QN_9;TT_TU;eor\n44;2019040900;1;7.1;eor\n",
    "STATIONS_ID;MESS_DATUM;QN_9;TT_TU\n44;2020010100;3;2.4\n",
]
OBSOLETE = ["QN_9", "eor"]


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
    out = []
    for text in FILES:
        df = pd.read_csv(io.StringIO(text), sep=";")
        if remedy == "drop-only-the-columns-present":
            df = df.drop(columns=OBSOLETE, errors="ignore")
        else:
            df = df.drop(columns=OBSOLETE)
        out.append(df)
    cols = [list(df.columns) for df in out]
    ok = all(c == ["STATIONS_ID", "MESS_DATUM", "TT_TU"] for c in cols)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"columns per file {cols}"}))


if __name__ == "__main__":
    main()
