"""Slice a tz-aware DatetimeIndex with a naive datetime: df.loc[cutoff:].

The events are indexed by their UTC timestamps (pd.to_datetime(..., utc=True)) and the
report takes everything from the naive cutoff on with ``df.loc[cutoff:]``. pandas 2.0
and later raise ``TypeError: Cannot compare tz-naive and tz-aware datetime-like
objects``; pandas 1.x accepted it with a FutureWarning.

Check: the users selected equal those selected in plain Python by comparing UTC
instants.

Remedies:
  make-the-bound-aware   df.loc[pd.Timestamp(cutoff, tz="UTC"):]

Usage: python slice_aware_index_with_naive_datetime.py [--remedy ID]
"""

import pandas as pd

from _common import CUTOFF, EVENTS, check, parse_remedy, users_after_cutoff

REMEDIES = ("make-the-bound-aware",)


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.DataFrame(EVENTS, columns=["user", "ts"])
    df = df.set_index(pd.DatetimeIndex(pd.to_datetime(df.pop("ts"), utc=True))).sort_index()
    if remedy == "make-the-bound-aware":
        part = df.loc[pd.Timestamp(CUTOFF, tz="UTC"):]
    else:
        part = df.loc[CUTOFF:]
    got, want = part["user"].tolist(), users_after_cutoff()
    check(got == want, f"selected {got}, expected {want}")


if __name__ == "__main__":
    main()
