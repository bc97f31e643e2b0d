"""An uploaded file object is read a second time from its end.

A web handler receives the upload as a binary file object, reads it once to check its
size and header, and then passes the same object to `pd.read_csv`. The object's
position is at the end, so pandas sees no bytes and raises
"pandas.errors.EmptyDataError: No columns to parse from file".

Check: the frame has the uploaded rows.

Usage: python stream_already_read.py [--remedy ID]
"""

import argparse
import io
import json
import sys

import pandas as pd

REMEDIES = ("rewind-the-stream", "switch-parser-engine")

UPLOAD = b"sku,qty\nA-1,4\nB-2,0\nC-3,9\n"


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def validate(upload):
    data = upload.read()
    if len(data) > 1_000_000 or not data.startswith(b"sku,"):
        raise ValueError("bad upload")


def main():
    remedy = parse_remedy()
    upload = io.BytesIO(UPLOAD)  # stands for request.files["file"] or an UploadedFile
    validate(upload)
    if remedy == "rewind-the-stream":
        upload.seek(0)
        df = pd.read_csv(upload)
    elif remedy == "switch-parser-engine":
        df = pd.read_csv(upload, engine="python")
    else:
        df = pd.read_csv(upload)
    got = list(zip(df["sku"], df["qty"].astype(int)))
    want = [("A-1", 4), ("B-2", 0), ("C-3", 9)]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"rows {got}, uploaded {want}"}))


if __name__ == "__main__":
    main()
