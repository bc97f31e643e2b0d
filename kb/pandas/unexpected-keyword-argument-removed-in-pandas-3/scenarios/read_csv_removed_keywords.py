"""A whitespace-separated log read with delim_whitespace=True and date_parser=...

``pd.read_csv(path, delim_whitespace=True, parse_dates=["day"], date_parser=...)`` was
the usual way to read space-aligned text tables. pandas 2.2 deprecated
``delim_whitespace`` (use ``sep=r"\\s+"``) and pandas 2.0 ``date_parser`` (use
``date_format``); pandas 3.0 removed both:
``TypeError: read_csv() got an unexpected keyword argument 'delim_whitespace'``.

Check: the parsed days and values equal those split by hand with str.split().

Remedies:
  sep-regex-and-date-format   sep=r"\\s+", parse_dates=["day"], date_format="%d/%m/%Y"

Usage: python read_csv_removed_keywords.py [--remedy ID]
"""

import datetime as dt
import io

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("sep-regex-and-date-format",)

TEXT = "day        station   mm\n01/03/2024 north     2.5\n02/03/2024 north     0.0\n13/03/2024 south    11.25\n"


def main():
    remedy = parse_remedy(REMEDIES)
    if remedy == "sep-regex-and-date-format":
        df = pd.read_csv(io.StringIO(TEXT), sep=r"\s+", parse_dates=["day"], date_format="%d/%m/%Y")
    else:
        df = pd.read_csv(io.StringIO(TEXT), delim_whitespace=True, parse_dates=["day"],
                         date_parser=lambda s: pd.to_datetime(s, format="%d/%m/%Y"))
    rows = [line.split() for line in TEXT.strip().split("\n")[1:]]
    want = [(dt.datetime.strptime(d, "%d/%m/%Y").date(), st, float(mm)) for d, st, mm in rows]
    got = [(t.date(), st, float(mm)) for t, st, mm in zip(df["day"], df["station"], df["mm"])]
    check(got == want, f"{got}, expected {want}")


if __name__ == "__main__":
    main()
