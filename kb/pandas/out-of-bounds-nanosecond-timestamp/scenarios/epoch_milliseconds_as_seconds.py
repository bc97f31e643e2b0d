"""Epoch timestamps in milliseconds are converted with unit="s".

An API returns event times as Unix epoch *milliseconds* (JavaScript's Date.now()).
``pd.to_datetime(df["ts"], unit="s")`` reads them as seconds, about 55 000 years after
1970, far outside the datetime64[ns] range, and raises ``OutOfBoundsDatetime``
(pandas 1.x: "cannot convert input with unit 's'"; pandas 2.x: "Out of bounds
nanosecond timestamp: 55840-11-08 ...").

pandas 3.0 no longer raises here: it keeps the values at second resolution and returns
dates in the year 55840, so the mistake only shows in the check.

Check: the converted times (year to microsecond) equal datetime.fromtimestamp(ms / 1000,
UTC) computed in plain Python.

Remedies:
  use-the-matching-unit   pd.to_datetime(df["ts"], unit="ms")
  errors-coerce           pd.to_datetime(df["ts"], unit="s", errors="coerce") (dead end)

Usage: python epoch_milliseconds_as_seconds.py [--remedy ID]
"""

import datetime as dt

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("use-the-matching-unit", "errors-coerce")

TS_MS = [1700000000000, 1700000360500, 1700086400250]


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.DataFrame({"event": ["login", "click", "logout"], "ts": TS_MS})
    if remedy == "use-the-matching-unit":
        when = pd.to_datetime(df["ts"], unit="ms")
    elif remedy == "errors-coerce":
        when = pd.to_datetime(df["ts"], unit="s", errors="coerce")
    else:
        when = pd.to_datetime(df["ts"], unit="s")
    fields = ("year", "month", "day", "hour", "minute", "second", "microsecond")
    want = [tuple(getattr(dt.datetime.fromtimestamp(ms / 1000, dt.timezone.utc), f) for f in fields) for ms in TS_MS]
    got = [None if pd.isna(t) else tuple(getattr(t, f) for f in fields) for t in when]
    check(got == want, f"{when.dtype}: {got}, expected {want}")


if __name__ == "__main__":
    main()
