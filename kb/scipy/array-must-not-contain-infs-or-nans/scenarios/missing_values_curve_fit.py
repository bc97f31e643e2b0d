"""curve_fit on measurements with missing values (NaN).

A sensor logs a linear drift y = 0.8 t + 3 with noise; two readings dropped out and
were stored as NaN, as pandas does for missing data. curve_fit checks its inputs with
check_finite=True by default and refuses them.

Reference, independent of curve_fit: ordinary least squares on the finite points,
solved from the normal equations with numpy.linalg.solve. Parameters must match to
1e-8.

Usage: python missing_values_curve_fit.py [--remedy ID]
"""

import numpy as np
from scipy.optimize import curve_fit

from _common import parse_remedy, report

REMEDIES = ("mask-nonfinite", "nan-policy-omit", "check-finite-false")


def line(t, a, b):
    return a * t + b


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(0)
    t = np.linspace(0, 10, 40)
    y = 0.8 * t + 3 + rng.normal(0, 0.2, t.size)
    y[[7, 23]] = np.nan

    if remedy == "mask-nonfinite":
        ok_rows = np.isfinite(t) & np.isfinite(y)
        popt, _ = curve_fit(line, t[ok_rows], y[ok_rows])
    elif remedy == "nan-policy-omit":
        popt, _ = curve_fit(line, t, y, nan_policy="omit")
    elif remedy == "check-finite-false":
        popt, _ = curve_fit(line, t, y, check_finite=False)
    else:
        popt, _ = curve_fit(line, t, y)

    m = np.isfinite(y)
    V = np.column_stack([t[m], np.ones(m.sum())])
    ref = np.linalg.solve(V.T @ V, V.T @ y[m])
    err = float(np.max(np.abs(np.asarray(popt) - ref)))
    report(err < 1e-8, f"params {np.round(popt, 6).tolist()}, normal-equation reference {np.round(ref, 6).tolist()}, "
                       f"max difference {err:.2g}")


if __name__ == "__main__":
    main()
