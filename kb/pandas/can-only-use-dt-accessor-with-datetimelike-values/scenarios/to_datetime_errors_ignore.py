"""pd.to_datetime(..., errors="ignore") gave up on one bad value and returned the strings.

A survey export has one "unknown" in the date column. ``pd.to_datetime(s,
errors="ignore")`` returns the input unchanged when any value fails to parse, so the
column stays text and ``.dt.year`` raises ``AttributeError: Can only use .dt accessor
with datetimelike values`` one line later. pandas 2.2 deprecated ``errors="ignore"``
(FutureWarning); pandas 3.0 no longer accepts it.

Check: the year of every valid date equals the year field of the string; the unknown
date is missing.

Remedies:
  errors-coerce-for-placeholders   pd.to_datetime(s, format="%Y-%m-%d", errors="coerce")

Usage: python to_datetime_errors_ignore.py [--remedy ID]
"""

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("errors-coerce-for-placeholders",)

RAW = ["2023-11-02", "2024-01-20", "unknown", "2024-06-30"]


def main():
    remedy = parse_remedy(REMEDIES)
    s = pd.Series(RAW)
    if remedy == "errors-coerce-for-placeholders":
        when = pd.to_datetime(s, format="%Y-%m-%d", errors="coerce")
    else:
        when = pd.to_datetime(s, errors="ignore")
    years = [None if pd.isna(y) else int(y) for y in when.dt.year]
    want = [int(r[:4]) if r[0].isdigit() else None for r in RAW]
    check(years == want, f"years {years}, expected {want}")


if __name__ == "__main__":
    main()
