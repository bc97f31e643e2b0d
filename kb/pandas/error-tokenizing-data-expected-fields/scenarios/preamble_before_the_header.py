"""Title lines above the header make read_csv take the wrong line as the header.

A report export starts with "Sales report" and a date line before the real header; the
first line has 1 field, the data rows have 3, and read_csv raises "ParserError: Error
tokenizing data. C error: Expected 1 fields in line 3, saw 3".

Check: the columns are region, units, revenue and the totals equal the plain-Python sums.

Usage: python preamble_before_the_header.py [--remedy ID]
"""

import io

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("skip-the-preamble",)

TEXT = "Sales report\nGenerated 2024-05-01\nregion,units,revenue\nnorth,3,30.0\nsouth,5,45.5\n"


def main():
    remedy = parse_remedy(REMEDIES)
    if remedy == "skip-the-preamble":
        df = pd.read_csv(io.StringIO(TEXT), skiprows=2)
    else:
        df = pd.read_csv(io.StringIO(TEXT))
    ok = list(df.columns) == ["region", "units", "revenue"] and int(df["units"].sum()) == 8 and float(df["revenue"].sum()) == 75.5
    check(ok, f"columns {list(df.columns)}, units {df['units'].sum() if 'units' in df else None}")


if __name__ == "__main__":
    main()
