"""Timestamps with different UTC offsets parsed without utc=True (pandas 2.x) stay object.

The readings cross a daylight-saving change (+01:00, then +02:00). pandas 2.x cannot
fit both offsets into one datetime64 dtype, so ``pd.to_datetime`` returns an object
column of Python datetimes (with a FutureWarning), and ``.dt.hour`` raises
``AttributeError: Can only use .dt accessor with datetimelike values``. pandas 3.0
raises ``Mixed timezones detected`` in to_datetime instead.

Check: the UTC hour of every reading equals the one computed with
datetime.fromisoformat(...).astimezone(UTC).

Remedies:
  to-datetime-utc-true   pd.to_datetime(s, utc=True)

Usage: python mixed_offsets_became_object.py [--remedy ID]
"""

import datetime as dt

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("to-datetime-utc-true",)

RAW = ["2024-03-30T22:00:00+01:00", "2024-03-31T01:00:00+01:00", "2024-03-31T04:00:00+02:00"]


def main():
    remedy = parse_remedy(REMEDIES)
    s = pd.Series(RAW)
    when = pd.to_datetime(s, utc=True) if remedy == "to-datetime-utc-true" else pd.to_datetime(s)
    hours = when.dt.hour.tolist()
    want = [dt.datetime.fromisoformat(r).astimezone(dt.timezone.utc).hour for r in RAW]
    check(hours == want, f"UTC hours {hours}, expected {want}")


if __name__ == "__main__":
    main()
