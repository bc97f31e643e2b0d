"""Hourly, 15-minute and annual grids with the upper-case aliases "H", "T" and "A".

A meter report builds annual totals with ``resample("A")``, hourly totals with
``resample("H")`` and a 15-minute grid with ``pd.date_range(..., freq="15T")``. pandas
2.2 deprecated "A", "H", "T", "S", "L", "U", "N" (FutureWarning; warnings are errors
here); pandas 3.0 raises ``ValueError: Invalid frequency: A. ... Did you mean Y?``, and
likewise for "H" (h) and "T" (min).

Check: the annual and hourly totals and the number of 15-minute slots equal those
computed in plain Python.

Remedies:
  use-the-new-aliases      "YE", "h" and "15min"
  follow-did-you-mean-y    "Y" for "A" as the message suggests (dead end: "Y" is deprecated too)

Usage: python time_and_year_aliases.py [--remedy ID]
"""

import datetime as dt

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("use-the-new-aliases", "follow-did-you-mean-y")


def main():
    remedy = parse_remedy(REMEDIES)
    start = dt.datetime(2023, 12, 31, 20, 0)
    stamps = [start + dt.timedelta(minutes=30 * i) for i in range(16)]
    kwh = pd.Series([1.0 + (i % 4) for i in range(16)], index=pd.DatetimeIndex(stamps))
    year_alias = {"use-the-new-aliases": "YE", "follow-did-you-mean-y": "Y"}.get(remedy, "A")
    hour_alias, quarter_alias = ("h", "15min") if remedy == "use-the-new-aliases" else ("H", "15T")
    annual = kwh.resample(year_alias).sum()
    hourly = kwh.resample(hour_alias).sum()
    grid = pd.date_range(stamps[0], stamps[-1], freq=quarter_alias)
    want_annual = {}
    want_hourly = {}
    for t, v in zip(stamps, [1.0 + (i % 4) for i in range(16)]):
        want_annual[t.year] = want_annual.get(t.year, 0) + v
        h = t.replace(minute=0)
        want_hourly[h] = want_hourly.get(h, 0) + v
    ok = (dict(zip(annual.index.year, annual.tolist())) == want_annual
          and dict(zip(hourly.index.to_pydatetime(), hourly.tolist())) == want_hourly
          and len(grid) == int((stamps[-1] - stamps[0]).total_seconds() // 900) + 1)
    check(ok, f"annual {annual.tolist()}, {len(hourly)} hours, {len(grid)} quarter-hour slots")


if __name__ == "__main__":
    main()
