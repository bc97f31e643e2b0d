"""A CSV is written through an open file and read by path before it is closed.

The text is written to a temporary file with `tmp.write(...)` and the path is passed to
`pd.read_csv` while the file object is still open. The few hundred bytes are still in
Python's write buffer, the file on disk is empty, and pandas raises
"pandas.errors.EmptyDataError: No columns to parse from file".

Check: the frame read from the path has the rows that were written.

Usage: python file_written_but_not_closed.py [--remedy ID]
"""

import argparse
import json
import os
import sys
import tempfile

import pandas as pd

REMEDIES = ("close-or-flush-before-reading", "switch-parser-engine")

ROWS = [("north", 12.5), ("south", 7.0), ("east", 3.25)]


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
    text = "region,sales\n" + "".join(f"{r},{s}\n" for r, s in ROWS)
    tmp = tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False)
    try:
        tmp.write(text)
        if remedy == "close-or-flush-before-reading":
            tmp.flush()
        kwargs = {"engine": "python"} if remedy == "switch-parser-engine" else {}
        df = pd.read_csv(tmp.name, **kwargs)
    finally:
        tmp.close()
        os.unlink(tmp.name)
    got = list(zip(df["region"], df["sales"].astype(float)))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == ROWS, "detail": f"rows {got}, written {ROWS}"}))


if __name__ == "__main__":
    main()
