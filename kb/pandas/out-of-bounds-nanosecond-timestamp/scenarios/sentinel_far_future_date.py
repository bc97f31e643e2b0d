"""A contracts table uses 9999-12-31 as "no end date"; pd.to_datetime refuses it.

Database exports mark open-ended rows with a sentinel such as 9999-12-31 (or 0001-01-01
for "unknown start"). pandas 1.x and 2.x parse date strings into nanosecond
``datetime64[ns]``, whose range ends on 2262-04-11, so
``pd.to_datetime(df["valid_to"])`` raises ``OutOfBoundsDatetime: Out of bounds
nanosecond timestamp: 9999-12-31 ...``. pandas 3.0 infers the resolution from the
strings (microseconds) and parses it.

Check: the parsed end dates (year, month, day) equal the input strings, and the number
of contracts still active on 2030-01-01 equals the count computed from the strings
with Python's datetime.date.

Remedies:
  parse-at-second-resolution   NumPy parses the strings to datetime64[s]; pandas 2.0 and later keep
                               that resolution (s.astype("datetime64[s]") does the same from pandas 2.2)
  errors-coerce                pd.to_datetime(..., errors="coerce") (dead end: the sentinel becomes NaT)

Usage: python sentinel_far_future_date.py [--remedy ID]
"""

import datetime as dt

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("parse-at-second-resolution", "errors-coerce")

ROWS = [("C-1", "2021-03-01", "2024-02-29"), ("C-2", "2022-07-15", "9999-12-31"),
        ("C-3", "2023-01-10", "2031-06-30"), ("C-4", "2019-11-05", "9999-12-31")]


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.DataFrame(ROWS, columns=["contract", "valid_from", "valid_to"])
    if remedy == "parse-at-second-resolution":
        end = pd.Series(df["valid_to"].to_numpy(dtype="datetime64[s]"), index=df.index)
    elif remedy == "errors-coerce":
        end = pd.to_datetime(df["valid_to"], errors="coerce")
    else:
        end = pd.to_datetime(df["valid_to"])
    got_dates = [None if pd.isna(t) else (t.year, t.month, t.day) for t in end]
    active = int((end > pd.Timestamp("2030-01-01")).sum())
    want_dates = [tuple(int(x) for x in to.split("-")) for _, _, to in ROWS]
    want_active = sum(dt.date.fromisoformat(to) > dt.date(2030, 1, 1) for _, _, to in ROWS)
    check(got_dates == want_dates and active == want_active,
          f"{end.dtype}: {got_dates}, active on 2030-01-01: {active} (expected {want_active})")


if __name__ == "__main__":
    main()
