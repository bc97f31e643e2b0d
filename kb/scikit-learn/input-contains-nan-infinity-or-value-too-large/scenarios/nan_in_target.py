"""Rows whose target value is missing (y contains NaN).

Some rows have no recorded price yet. fit() validates y as well as X and refuses the
NaN in y.

Reference: least squares with numpy.linalg.lstsq on the rows that have a target;
coefficients compared to 1e-8.

Usage: python nan_in_target.py [--remedy ID]
"""

import numpy as np
from sklearn.linear_model import LinearRegression

from _common import lstsq_fit, parse_remedy, report

REMEDIES = ("drop-rows-without-target", "impute-the-target")


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(6)
    n = 120
    X = np.column_stack([rng.uniform(40, 150, n), rng.integers(1, 6, n).astype(float)])
    y = 2.0 * X[:, 0] + 12.0 * X[:, 1] + rng.normal(0, 3, n)
    y[rng.random(n) < 0.15] = np.nan  # not yet sold: no price

    if remedy == "drop-rows-without-target":
        known = ~np.isnan(y)
        model = LinearRegression().fit(X[known], y[known])
    elif remedy == "impute-the-target":
        y_filled = np.where(np.isnan(y), np.nanmean(y), y)
        model = LinearRegression().fit(X, y_filled)
    else:
        model = LinearRegression().fit(X, y)

    known = ~np.isnan(y)
    coef, intercept = lstsq_fit(X[known], y[known])
    ok = bool(np.allclose(model.coef_, coef, atol=1e-8) and abs(model.intercept_ - intercept) < 1e-8)
    report(ok, f"coef {np.round(model.coef_, 4).tolist()}, reference {np.round(coef, 4).tolist()}")


if __name__ == "__main__":
    main()
