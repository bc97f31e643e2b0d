"""interp1d asked for times the data do not cover.

A logger recorded temperature every hour from t = 0 to t = 10 h. The report puts all
loggers on a common grid from t = 0 to t = 12 h in 15-minute steps. The report's rule:
inside a logger's recorded span the value is the linear interpolation; outside it the
value is missing (NaN), never invented.

Reference: linear interpolation written out by hand inside [0, 10] and NaN outside.
Values inside must match to 1e-12, the NaN pattern must match exactly.

Usage: python query_outside_data.py [--remedy ID]
"""

import numpy as np
from scipy.interpolate import interp1d

from _common import parse_remedy, report

REMEDIES = ("bounds-error-false", "extrapolate-fill-value", "clip-to-data-range", "numpy-interp")


def reference(t, temp, grid):
    out = np.full(grid.shape, np.nan)
    inside = (grid >= t[0]) & (grid <= t[-1])
    g = grid[inside]
    i = np.clip(np.searchsorted(t, g) - 1, 0, len(t) - 2)
    w = (g - t[i]) / (t[i + 1] - t[i])
    out[inside] = temp[i] + w * (temp[i + 1] - temp[i])
    return out


def main():
    remedy = parse_remedy(REMEDIES)
    t = np.arange(0.0, 11.0)                                       # 0 .. 10 h
    temp = 20 + 5 * np.sin(t / 3) + 0.1 * t
    grid = np.arange(0.0, 12.25, 0.25)                            # 0 .. 12 h

    if remedy == "bounds-error-false":
        out = interp1d(t, temp, bounds_error=False, fill_value=np.nan)(grid)
    elif remedy == "extrapolate-fill-value":
        out = interp1d(t, temp, fill_value="extrapolate")(grid)
    elif remedy == "clip-to-data-range":
        out = interp1d(t, temp)(np.clip(grid, t[0], t[-1]))
    elif remedy == "numpy-interp":
        out = np.interp(grid, t, temp)
    else:
        out = interp1d(t, temp)(grid)

    ref = reference(t, temp, grid)
    same_nan = bool(np.array_equal(np.isnan(out), np.isnan(ref)))
    both = ~np.isnan(out) & ~np.isnan(ref)
    err = float(np.max(np.abs(out[both] - ref[both]))) if both.any() else 0.0
    report(same_nan and err < 1e-12,
           f"missing hours marked NaN: {int(np.isnan(out).sum())} of {int(np.isnan(ref).sum())} expected "
           f"(pattern equal: {same_nan}); max error inside the record {err:.3g}")


if __name__ == "__main__":
    main()
