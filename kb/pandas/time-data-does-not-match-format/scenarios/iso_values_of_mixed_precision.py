"""ISO timestamps with and without time or fractional seconds in one column.

A log column mixes "2024-03-01", "2024-03-01 10:00:00" and "2024-03-01 10:00:00.250".
pandas 2 infers one format from the first value and raises
``ValueError: unconverted data remains when parsing with format "%Y-%m-%d": " 10:00:00"``
(or ``time data ... doesn't match format``) for the others; pandas 1.x parsed each value.

Check: the parsed timestamps equal datetime.fromisoformat of each string.

Remedies:
  format-iso8601    pd.to_datetime(s, format="ISO8601")

Usage: python iso_values_of_mixed_precision.py [--remedy ID]
"""

import datetime as dt

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("format-iso8601",)

RAW = ["2024-03-01", "2024-03-01 10:00:00", "2024-03-01 10:00:00.250", "2024-03-02T08:30:00"]


def main():
    remedy = parse_remedy(REMEDIES)
    s = pd.Series(RAW)
    ts = pd.to_datetime(s, format="ISO8601") if remedy == "format-iso8601" else pd.to_datetime(s)
    want = [dt.datetime.fromisoformat(r) for r in RAW]
    got = [t.to_pydatetime() for t in ts]
    check(got == want, f"{[str(g) for g in got]}, expected {[str(w) for w in want]}")


if __name__ == "__main__":
    main()
