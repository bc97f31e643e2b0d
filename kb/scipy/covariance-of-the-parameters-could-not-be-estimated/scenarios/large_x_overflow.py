"""curve_fit of exponential growth against calendar years.

Yearly values 2000..2020 grow like 2 * exp(0.15 * (year - 2000)) + 5. The model
a * exp(b * x) + c is fitted with x = the year itself. At the default start b = 1,
exp(2000) overflows to inf, the Jacobian is useless, and curve_fit returns the start
values [1, 1, 1] with an all-inf covariance and OptimizeWarning.

The program turns OptimizeWarning into an error, as a test suite with
`filterwarnings = error` does; otherwise the warning scrolls past and the start
values are used as if they were a fit.

Reference, computed without curve_fit: for fixed rate b the model is linear in a and
c, so a fine grid over b with an exact linear least-squares solve (on years counted
from 2000) gives the global optimum. The fitted curve must reproduce that optimum's
predictions within 0.1% and the covariance must be finite.

Usage: python large_x_overflow.py [--remedy ID]
"""

import warnings

import numpy as np
from scipy.optimize import OptimizeWarning, curve_fit

from _common import parse_remedy, report

REMEDIES = ("shift-x-origin", "silence-the-warning")


def model(x, a, b, c):
    return a * np.exp(b * x) + c


def grid_reference(t, y):
    best = None
    for b in np.linspace(0.05, 0.3, 25001):
        M = np.column_stack([np.exp(b * t), np.ones_like(t)])
        coef, *_ = np.linalg.lstsq(M, y, rcond=None)
        r = float(np.sum((M @ coef - y) ** 2))
        if best is None or r < best[0]:
            best = (r, M @ coef)
    return best[1]


def main():
    remedy = parse_remedy(REMEDIES)
    warnings.simplefilter("error", OptimizeWarning)
    rng = np.random.default_rng(0)
    years = np.arange(2000, 2021).astype(float)
    y = (2 * np.exp(0.15 * (years - 2000)) + 5) * (1 + rng.normal(0, 0.01, years.size))

    if remedy == "shift-x-origin":
        popt, pcov = curve_fit(model, years - 2000, y)
        pred = model(years - 2000, *popt)
    elif remedy == "silence-the-warning":
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", OptimizeWarning)
            popt, pcov = curve_fit(model, years, y)
        pred = model(years, *popt)
    else:
        popt, pcov = curve_fit(model, years, y)
        pred = model(years, *popt)

    ref = grid_reference(years - 2000, y)
    rel = float(np.max(np.abs(pred - ref) / np.abs(ref)))
    finite = bool(np.all(np.isfinite(pcov)))
    report(rel < 1e-3 and finite, f"params {np.round(popt, 4).tolist()}, max relative deviation from the grid "
                                  f"optimum's curve {rel:.3g}, covariance finite: {finite}")


if __name__ == "__main__":
    main()
