"""Monthly totals with resample("M"): the month-end alias renamed to "ME".

Daily sales are summed per month with ``s.resample("M").sum()`` and labeled with
``index.to_period("M")``. pandas 2.2 deprecated the offset aliases "M", "Q", "Y",
"BM", "SM" in favor of "ME", "QE", "YE", "BME", "SME" (FutureWarning "'M' is deprecated
and will be removed in a future version, please use 'ME' instead."; warnings are errors
here, as with pytest's ``filterwarnings = error``); pandas 3.0 raises ``ValueError:
Invalid frequency: M. Failed to parse with error message: ValueError("'M' is no longer
supported for offsets. Please use 'ME' instead.")``. Periods keep "M".

Check: the monthly totals and labels equal those computed with plain Python per
(year, month).

Remedies:
  use-me-for-offsets      resample("ME"); to_period("M") unchanged
  replace-every-m-with-me  "ME" in to_period too (dead end: periods still use "M")

Usage: python month_end_alias_m.py [--remedy ID]
"""

import datetime as dt

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("use-me-for-offsets", "replace-every-m-with-me")


def main():
    remedy = parse_remedy(REMEDIES)
    start = dt.date(2024, 1, 1)
    days = [start + dt.timedelta(days=i) for i in range(75)]
    sales = pd.Series([i % 7 + 1 for i in range(75)], index=pd.DatetimeIndex(days))
    offset = "M" if remedy is None else "ME"
    period = "ME" if remedy == "replace-every-m-with-me" else "M"
    monthly = sales.resample(offset).sum()
    labels = [str(p) for p in monthly.index.to_period(period)]
    want = {}
    for d, v in zip(days, [i % 7 + 1 for i in range(75)]):
        want[f"{d.year}-{d.month:02d}"] = want.get(f"{d.year}-{d.month:02d}", 0) + v
    got = dict(zip(labels, monthly.tolist()))
    check(got == want, f"{got}, expected {want}")


if __name__ == "__main__":
    main()
