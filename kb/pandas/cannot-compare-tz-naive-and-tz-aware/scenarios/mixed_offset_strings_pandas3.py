"""pd.to_datetime on ISO strings with different UTC offsets, an error since pandas 3.0.

The same meter readings as strings with offsets +01:00 and +02:00 (a DST change).
pandas 2.x returned an object Index of Python datetimes with a FutureWarning ("parsing
datetimes with mixed time zones will raise an error unless `utc=True`"); pandas 3.0
raises ``ValueError: Mixed timezones detected. Pass utc=True in to_datetime or
tz='UTC' in DatetimeIndex to convert to a common timezone.``

Check: the hours between consecutive readings equal those computed in plain Python
from datetime.fromisoformat.

Remedies:
  to-datetime-utc-true   pd.to_datetime(values, utc=True), then tz_convert for display

Usage: python mixed_offset_strings_pandas3.py [--remedy ID]
"""

import datetime as dt

import pandas as pd

from _common import check, parse_remedy
from aware_datetime_objects_with_mixed_offsets import RAW

REMEDIES = ("to-datetime-utc-true",)


def main():
    remedy = parse_remedy(REMEDIES)
    if remedy == "to-datetime-utc-true":
        ts = pd.Series(pd.to_datetime(RAW, utc=True)).dt.tz_convert("Europe/Berlin")
    else:
        ts = pd.Series(pd.to_datetime(RAW))
    hours = ts.diff().dt.total_seconds().div(3600).tolist()[1:]
    values = [dt.datetime.fromisoformat(s) for s in RAW]
    want = [(b - a).total_seconds() / 3600 for a, b in zip(values[:-1], values[1:])]
    check(hours == want, f"hours between readings {hours}, expected {want}")


if __name__ == "__main__":
    main()
