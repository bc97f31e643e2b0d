"""A text field contains the separator without quotes, so that row has an extra field.

A customer export writes addresses without quoting; "12 Main St, Springfield" adds a
third field to a 2-column file and read_csv raises "ParserError: Error tokenizing data.
C error: Expected 2 fields in line 3, saw 3".

Check: every customer is read, with the full address.

Usage: python unquoted_separator_in_a_field.py [--remedy ID]
"""

import io

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("rejoin-extra-fields-in-the-last-column", "skip-bad-lines")

TEXT = "name,address\nann,5 Oak Rd\nbob,12 Main St, Springfield\ncid,9 Elm Ave\n"
WANT = [("ann", "5 Oak Rd"), ("bob", "12 Main St, Springfield"), ("cid", "9 Elm Ave")]


def main():
    remedy = parse_remedy(REMEDIES)
    if remedy == "rejoin-extra-fields-in-the-last-column":
        df = pd.read_csv(io.StringIO(TEXT), engine="python",
                         on_bad_lines=lambda fields: fields[:1] + [",".join(fields[1:])])
    elif remedy == "skip-bad-lines":
        df = pd.read_csv(io.StringIO(TEXT), on_bad_lines="skip")
    else:
        df = pd.read_csv(io.StringIO(TEXT))
    got = list(zip(df["name"], df["address"]))
    check(got == WANT, f"rows {got}, expected {WANT}")


if __name__ == "__main__":
    main()
