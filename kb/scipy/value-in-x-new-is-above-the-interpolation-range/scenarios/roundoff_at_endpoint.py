"""interp1d evaluated on a grid whose last point is one rounding error past the data.

A calibration table is sampled at x = 0.0, 0.1, ..., 1.0 (built with np.arange and a
step of 0.1, as such tables are). The program resamples it at 1000 points built by
converting the table's end point to another unit and back, which lands a few ulps
above x[-1]. The intent is plain linear interpolation inside the table.

Reference: linear interpolation written out by hand (np.searchsorted and the two-point
formula), with the query clipped to the table, since a query that differs from x[-1]
only by rounding means x[-1]. Every value must match to 1e-12 and none may be NaN.

Usage: python roundoff_at_endpoint.py [--remedy ID]
"""

import numpy as np
from scipy.interpolate import interp1d

from _common import parse_remedy, report

REMEDIES = ("clip-to-data-range", "numpy-interp", "extrapolate-fill-value", "bounds-error-false")


def by_hand(x, y, q):
    q = np.clip(q, x[0], x[-1])
    i = np.clip(np.searchsorted(x, q) - 1, 0, len(x) - 2)
    t = (q - x[i]) / (x[i + 1] - x[i])
    return y[i] + t * (y[i + 1] - y[i])


def main():
    remedy = parse_remedy(REMEDIES)
    x = np.arange(0, 1.1, 0.1)[:11]                 # 0.0 ... 1.0 (the last is 1.0000000000000002)
    y = np.sin(3 * x) + 2
    x[-1] = 1.0
    end_in_mm = x[-1] * 25.4                         # unit conversion round trip
    q = np.linspace(0.0, end_in_mm / 25.4 * (1 + 2e-16) + 1e-16, 1000)
    print(f"x[-1] = {x[-1]!r}, q[-1] = {q[-1]!r}, excess = {q[-1] - x[-1]:.3g}")

    if remedy == "clip-to-data-range":
        out = interp1d(x, y)(np.clip(q, x[0], x[-1]))
    elif remedy == "numpy-interp":
        out = np.interp(q, x, y)
    elif remedy == "extrapolate-fill-value":
        out = interp1d(x, y, fill_value="extrapolate")(q)
    elif remedy == "bounds-error-false":
        out = interp1d(x, y, bounds_error=False)(q)
    else:
        out = interp1d(x, y)(q)

    ref = by_hand(x, y, q)
    nans = int(np.isnan(out).sum())
    err = float(np.nanmax(np.abs(out - ref)))
    report(nans == 0 and err < 1e-12, f"{nans} NaN values; max |value - hand-written interpolation| = {err:.3g}")


if __name__ == "__main__":
    main()
