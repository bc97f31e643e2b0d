"""A date column read from CSV is still text when .dt is used.

``pd.read_csv`` leaves dates as strings unless told otherwise (object dtype in pandas
1.x/2.x, ``str`` in pandas 3). ``df["order_date"].dt.month`` then raises
``AttributeError: Can only use .dt accessor with datetimelike values``.

Check: the month of every order equals the month field of the date string.

Remedies:
  convert-with-to-datetime   df["order_date"] = pd.to_datetime(df["order_date"], format="%Y-%m-%d")
  parse-dates-on-read        pd.read_csv(..., parse_dates=["order_date"])

Usage: python dates_read_as_strings.py [--remedy ID]
"""

import io

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("convert-with-to-datetime", "parse-dates-on-read")

CSV = "order,order_date,total\n1,2024-01-15,20.5\n2,2024-02-03,12.0\n3,2024-02-28,7.25\n4,2024-03-09,30.0\n"


def main():
    remedy = parse_remedy(REMEDIES)
    if remedy == "parse-dates-on-read":
        df = pd.read_csv(io.StringIO(CSV), parse_dates=["order_date"])
    else:
        df = pd.read_csv(io.StringIO(CSV))
    if remedy == "convert-with-to-datetime":
        df["order_date"] = pd.to_datetime(df["order_date"], format="%Y-%m-%d")
    months = df["order_date"].dt.month.tolist()
    want = [int(line.split(",")[1].split("-")[1]) for line in CSV.strip().split("\n")[1:]]
    check(months == want, f"months {months}, expected {want}")


if __name__ == "__main__":
    main()
