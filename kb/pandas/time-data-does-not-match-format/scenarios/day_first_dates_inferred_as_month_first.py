"""Day-first dates parsed without a format: pandas 2 infers the format from the first value.

A European export has dates as DD/MM/YYYY. The first value, 01/02/2024, is ambiguous,
and since pandas 2.0 ``pd.to_datetime`` guesses one format from the first non-missing
value (month first, "%m/%d/%Y") and applies it to the whole column, so 13/02/2024
raises ``ValueError: time data "13/02/2024" doesn't match format "%m/%d/%Y", at
position 2``. pandas 1.x parsed each value on its own and silently mixed month-first
and day-first results.

Check: the parsed dates equal those built with datetime.date(year, month, day) from
the DD/MM/YYYY fields.

Remedies:
  pass-the-format    pd.to_datetime(s, format="%d/%m/%Y")
  format-mixed       pd.to_datetime(s, format="mixed") (dead end: each value guessed, month first)
  errors-coerce      pd.to_datetime(s, errors="coerce") (dead end)

Usage: python day_first_dates_inferred_as_month_first.py [--remedy ID]
"""

import datetime as dt

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("pass-the-format", "format-mixed", "errors-coerce")

RAW = ["01/02/2024", "05/02/2024", "13/02/2024", "28/02/2024"]


def main():
    remedy = parse_remedy(REMEDIES)
    s = pd.Series(RAW)
    if remedy == "pass-the-format":
        ts = pd.to_datetime(s, format="%d/%m/%Y")
    elif remedy == "format-mixed":
        ts = pd.to_datetime(s, format="mixed")
    elif remedy == "errors-coerce":
        ts = pd.to_datetime(s, errors="coerce")
    else:
        ts = pd.to_datetime(s)
    want = [dt.date(int(y), int(m), int(d)) for d, m, y in (r.split("/") for r in RAW)]
    got = [None if pd.isna(t) else t.date() for t in ts]
    check(got == want, f"{[str(g) for g in got]}, expected {[str(w) for w in want]}")


if __name__ == "__main__":
    main()
