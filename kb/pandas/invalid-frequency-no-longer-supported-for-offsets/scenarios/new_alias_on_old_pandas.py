"""Code written for pandas 2.2+ ("ME") runs on pandas 2.0 or 2.1.

A library or notebook updated for pandas 2.2 resamples with ``resample("ME")``. On an
environment that still has pandas 2.0 or 2.1 (a pinned requirements file, an older
Colab or conda image) the alias does not exist yet and pandas raises
``ValueError: Invalid frequency: ME`` (the reverse of the pandas 3 error).

Check: the monthly totals equal those computed with plain Python per (year, month).

Remedies:
  alias-by-pandas-version   "ME" on pandas >= 2.2, "M" before (chosen at run time)

Usage: python new_alias_on_old_pandas.py [--remedy ID]
"""

import datetime as dt

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("alias-by-pandas-version",)


def month_end_alias():
    major, minor = (int(x) for x in pd.__version__.split(".")[:2])
    return "ME" if (major, minor) >= (2, 2) else "M"


def main():
    remedy = parse_remedy(REMEDIES)
    start = dt.date(2024, 1, 1)
    days = [start + dt.timedelta(days=i) for i in range(75)]
    vals = [i % 5 for i in range(75)]
    sales = pd.Series(vals, index=pd.DatetimeIndex(days))
    alias = month_end_alias() if remedy == "alias-by-pandas-version" else "ME"
    monthly = sales.resample(alias).sum()
    got = {(t.year, t.month): int(v) for t, v in monthly.items()}
    want = {}
    for d, v in zip(days, vals):
        want[(d.year, d.month)] = want.get((d.year, d.month), 0) + v
    check(got == want, f"{got}, expected {want}")


if __name__ == "__main__":
    main()
