"""Filter a tz-aware datetime column with a naive datetime: df[df["ts"] >= cutoff].

The events are parsed with pd.to_datetime(..., utc=True) and shown in Berlin time
(tz_convert("Europe/Berlin")), so the column is tz-aware. The cutoff comes from a
config file as a naive datetime meant in UTC. Comparing them raises
``TypeError: Invalid comparison between dtype=datetime64[ns, Europe/Berlin] and
datetime``, chained from ``Cannot compare tz-naive and tz-aware datetime-like objects``.

Check: the users selected equal those selected in plain Python by comparing UTC
instants.

Remedies:
  make-the-bound-aware           pd.Timestamp(cutoff, tz="UTC")
  convert-to-utc-then-drop-tz    ts.dt.tz_convert("UTC").dt.tz_localize(None) >= cutoff
  tz-localize-none-on-local-time ts.dt.tz_localize(None) >= cutoff (dead end: Berlin wall time)

Usage: python filter_aware_column_with_naive_bound.py [--remedy ID]
"""

import pandas as pd

from _common import CUTOFF, EVENTS, check, parse_remedy, users_after_cutoff

REMEDIES = ("make-the-bound-aware", "convert-to-utc-then-drop-tz", "tz-localize-none-on-local-time")


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.DataFrame(EVENTS, columns=["user", "ts"])
    df["ts"] = pd.to_datetime(df["ts"], utc=True).dt.tz_convert("Europe/Berlin")
    if remedy == "make-the-bound-aware":
        mask = df["ts"] >= pd.Timestamp(CUTOFF, tz="UTC")
    elif remedy == "convert-to-utc-then-drop-tz":
        mask = df["ts"].dt.tz_convert("UTC").dt.tz_localize(None) >= CUTOFF
    elif remedy == "tz-localize-none-on-local-time":
        mask = df["ts"].dt.tz_localize(None) >= CUTOFF
    else:
        mask = df["ts"] >= CUTOFF
    got, want = df.loc[mask, "user"].tolist(), users_after_cutoff()
    check(got == want, f"selected {got}, expected {want}")


if __name__ == "__main__":
    main()
