"""A frame saved with to_csv() (index included) and read back with read_csv().

`to_csv` writes the index as an unnamed first column by default, so the file has one
column more than the frame had; `pd.read_csv` reads it as an ordinary column
`Unnamed: 0`, and `back.columns = ["city", "temp"]` raises "ValueError: Length mismatch:
Expected axis has 3 elements, new values have 2 elements".

Check: the frame read back has the cities and temperatures that were saved.

Usage: python saved_index_column_read_back.py [--remedy ID]
"""

import argparse
import io
import json
import sys

import pandas as pd

REMEDIES = ("read-or-write-the-index-explicitly", "slice-columns-to-fit")


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
    saved = pd.DataFrame({"City": ["Oslo", "Lima", "Pune"], "Temp": [3.5, 19.0, 31.2]})
    buf = io.StringIO()
    saved.to_csv(buf)
    buf.seek(0)
    if remedy == "read-or-write-the-index-explicitly":
        back = pd.read_csv(buf, index_col=0)
    else:
        back = pd.read_csv(buf)
    if remedy == "slice-columns-to-fit":
        back = back.iloc[:, :2].copy()
    back.columns = ["city", "temp"]
    got = list(zip(back["city"].tolist(), back["temp"].tolist()))
    want = [("Oslo", 3.5), ("Lima", 19.0), ("Pune", 31.2)]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"read back {got}, saved {want}"}))


if __name__ == "__main__":
    main()
