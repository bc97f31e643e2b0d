"""Columns summed by prefix with df.groupby(func, axis=1), removed in pandas 3.0.

A wide table has columns "north_jan", "north_feb", "south_jan", ... and the report sums
them per region with ``df.groupby(lambda c: c.split("_")[0], axis=1).sum()``. pandas 2.1
deprecated ``axis=1`` in groupby (FutureWarning "DataFrame.groupby with axis=1 is
deprecated. Do `frame.T.groupby(...)` without axis instead."); pandas 3.0 removed it:
``TypeError: DataFrame.groupby() got an unexpected keyword argument 'axis'``.

Check: the per-region totals equal those summed in plain Python.

Remedies:
  transpose-then-groupby   df.T.groupby(func).sum().T

Usage: python groupby_axis_1.py [--remedy ID]
"""

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("transpose-then-groupby",)

DATA = {"north_jan": [1, 2], "north_feb": [3, 4], "south_jan": [5, 6], "south_feb": [7, 8]}


def region(col):
    return col.split("_")[0]


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.DataFrame(DATA)
    if remedy == "transpose-then-groupby":
        out = df.T.groupby(region).sum().T
    else:
        out = df.groupby(region, axis=1).sum()
    want = {r: [sum(DATA[c][i] for c in DATA if region(c) == r) for i in range(2)] for r in ("north", "south")}
    got = {c: [int(v) for v in out[c]] for c in out.columns}
    check(got == want, f"{got}, expected {want}")


if __name__ == "__main__":
    main()
