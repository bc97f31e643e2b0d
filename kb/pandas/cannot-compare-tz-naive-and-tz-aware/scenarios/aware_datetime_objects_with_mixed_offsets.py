"""pd.to_datetime on Python datetimes whose UTC offsets differ (a DST change).

Meter readings arrive as ISO strings with their local offset and are parsed with
datetime.fromisoformat; the week spans the end of March, so half of them are +01:00
and half +02:00. ``pd.to_datetime(list_of_datetimes)`` raises
``ValueError: Tz-aware datetime.datetime cannot be converted to datetime64 unless
utc=True``.

Check: the hours between consecutive readings equal those computed in plain Python
from the aware datetimes (subtracting aware datetimes gives real elapsed time).

Remedies:
  to-datetime-utc-true   pd.to_datetime(values, utc=True), then tz_convert for display
  strip-tzinfo           [d.replace(tzinfo=None) for d in values] (dead end: wall times)

Usage: python aware_datetime_objects_with_mixed_offsets.py [--remedy ID]
"""

import datetime as dt

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("to-datetime-utc-true", "strip-tzinfo")

RAW = ["2024-03-30T22:00:00+01:00", "2024-03-31T01:00:00+01:00", "2024-03-31T04:00:00+02:00",
       "2024-03-31T07:00:00+02:00"]


def main():
    remedy = parse_remedy(REMEDIES)
    values = [dt.datetime.fromisoformat(s) for s in RAW]
    if remedy == "to-datetime-utc-true":
        ts = pd.to_datetime(values, utc=True).tz_convert("Europe/Berlin")
    elif remedy == "strip-tzinfo":
        ts = pd.to_datetime([d.replace(tzinfo=None) for d in values])
    else:
        ts = pd.to_datetime(values)
    got = [(b - a).total_seconds() / 3600 for a, b in zip(ts[:-1], ts[1:])]
    want = [(b - a).total_seconds() / 3600 for a, b in zip(values[:-1], values[1:])]
    check(got == want, f"hours between readings {got}, expected {want}")


if __name__ == "__main__":
    main()
