"""A semicolon-separated file with decimal commas is read with the default comma.

A European spreadsheet export uses ";" between fields and "," as the decimal mark; with
sep="," the header has 1 field and "1,5;2,25" splits into 3, and read_csv raises
"ParserError: Error tokenizing data. C error: Expected 1 fields in line 3, saw 3".

Check: the two numeric columns are read as floats with the right values.

Usage: python wrong_separator.py [--remedy ID]
"""

import io

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("set-sep-and-decimal", "python-engine")

TEXT = "price;weight\n2;3\n1,5;2,25\n10;0,5\n"
WANT = [(2.0, 3.0), (1.5, 2.25), (10.0, 0.5)]


def main():
    remedy = parse_remedy(REMEDIES)
    if remedy == "set-sep-and-decimal":
        df = pd.read_csv(io.StringIO(TEXT), sep=";", decimal=",")
    elif remedy == "python-engine":
        df = pd.read_csv(io.StringIO(TEXT), engine="python")
    else:
        df = pd.read_csv(io.StringIO(TEXT))
    got = [(float(a), float(b)) for a, b in zip(df["price"], df["weight"])]
    check(got == WANT, f"rows {got}, expected {WANT}")


if __name__ == "__main__":
    main()
