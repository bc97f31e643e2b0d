"""reindex on a Series whose index has duplicate labels.

Hourly sensor readings arrive with one reading transmitted twice (the same timestamp
appears two times). Gaps are filled by reindexing onto a complete hourly range:
s.reindex(pd.date_range(...)). pandas cannot map a label that occurs twice.

Check: the filled series has one value per hour, NaN for the missing hour, and the
measured values at the other hours (reference: a plain dict of the readings).

Usage: python reindex_duplicate_index.py [--remedy ID]
"""

import argparse
import json
import math
import sys

import pandas as pd

REMEDIES = ("dedupe-index-deliberately", "aggregate-duplicate-labels", "reset-index-before-reindex")

READINGS = [("2024-05-01 00:00", 10.0), ("2024-05-01 01:00", 11.0), ("2024-05-01 01:00", 11.0),
            ("2024-05-01 03:00", 13.5), ("2024-05-01 04:00", 12.0)]


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def main():
    remedy = parse_remedy()
    s = pd.Series([v for _, v in READINGS], index=pd.to_datetime([t for t, _ in READINGS]), name="temp")
    hours = pd.date_range("2024-05-01 00:00", "2024-05-01 04:00", freq="h")
    if remedy == "dedupe-index-deliberately":
        s = s[~s.index.duplicated(keep="last")]
    elif remedy == "aggregate-duplicate-labels":
        s = s.groupby(level=0).mean()
    elif remedy == "reset-index-before-reindex":
        s = s.reset_index(drop=True)
    filled = s.reindex(hours)
    ref = dict(READINGS)
    want = [ref.get(h.strftime("%Y-%m-%d %H:%M")) for h in hours]
    got = [None if (isinstance(v, float) and math.isnan(v)) else float(v) for v in filled]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"filled {got}, expected {want}"}))


if __name__ == "__main__":
    main()
