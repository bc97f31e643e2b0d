"""The list handed to pd.concat holds file paths, not frames.

`files = sorted(glob.glob(...))` is passed straight to `pd.concat(files)`, so its first
item is a string and pandas raises "TypeError: cannot concatenate object of type
'<class 'str'>'; only Series and DataFrame objs are valid".

Check: the combined frame holds the rows of every file.

Usage: python paths_instead_of_frames.py [--remedy ID]
"""

import argparse
import glob
import json
import os
import sys
import tempfile

import pandas as pd

REMEDIES = ("read-each-item-first", "wrap-items-in-dataframe")


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
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, "a.csv"), "w") as f:
            f.write("id,v\n1,10\n2,20\n")
        with open(os.path.join(d, "b.csv"), "w") as f:
            f.write("id,v\n3,30\n")
        files = sorted(glob.glob(os.path.join(d, "*.csv")))
        if remedy == "read-each-item-first":
            df = pd.concat([pd.read_csv(f) for f in files], ignore_index=True)
        elif remedy == "wrap-items-in-dataframe":
            df = pd.concat([pd.DataFrame([f]) for f in files], ignore_index=True)
        else:
            df = pd.concat(files, ignore_index=True)
    got = sorted(int(v) for v in df["v"]) if "v" in df.columns else f"columns {list(df.columns)}"
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == [10, 20, 30], "detail": f"values {got}, expected [10, 20, 30]"}))


if __name__ == "__main__":
    main()
