"""A ".xls" download that is really tab-separated text.

Many web applications export a table as tab-separated text and name it ".xls" so that
Excel opens it. `pd.read_excel("statement.xls")` looks at the first bytes, finds
neither a ZIP (xlsx/xlsm/ods) nor an OLE2 (xls) signature, and raises
"ValueError: Excel file format cannot be determined, you must specify an engine manually."

Check: the frame has the statement's rows with numeric amounts.

Usage: python not_really_an_excel_file.py [--remedy ID]
"""

import argparse
import json
import os
import sys
import tempfile

import pandas as pd

REMEDIES = ("read-with-the-reader-for-the-real-format", "force-an-excel-engine")

TEXT = "date\tpayee\tamount\n2024-06-01\tRent\t-950.00\n2024-06-03\tSalary\t3200.00\n2024-06-07\tGrocer\t-74.35\n"


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def sniff(path):
    with open(path, "rb") as f:
        head = f.read(8)
    if head.startswith(b"PK\x03\x04"):
        return "zip"  # xlsx, xlsm, ods
    if head.startswith(b"\xd0\xcf\x11\xe0"):
        return "ole2"  # legacy xls
    if head.lstrip().lower().startswith((b"<html", b"<!doc", b"<table")):
        return "html"
    return "text"


def main():
    remedy = parse_remedy()
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "statement.xls")
        with open(path, "w") as f:
            f.write(TEXT)
        if remedy == "read-with-the-reader-for-the-real-format":
            kind = sniff(path)
            assert kind == "text", kind
            df = pd.read_csv(path, sep="\t")
        elif remedy == "force-an-excel-engine":
            df = pd.read_excel(path, engine="openpyxl")
        else:
            df = pd.read_excel(path)
    got = list(zip(df["payee"], df["amount"].astype(float)))
    want = [("Rent", -950.0), ("Salary", 3200.0), ("Grocer", -74.35)]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"rows {got}, expected {want}"}))


if __name__ == "__main__":
    main()
