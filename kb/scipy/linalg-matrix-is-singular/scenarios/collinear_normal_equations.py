"""Linear regression through the normal equations with a redundant column.

The design matrix holds two features, a third column that is exactly twice the first
(the same quantity in other units) and an intercept. X.T @ X is then singular, and
scipy.linalg.solve on the normal equations refuses it (SciPy 1.11; SciPy 1.17 returns
huge, meaningless coefficients with an ill-conditioning warning instead).

Intended result: the fitted values X @ beta, which are unique even though beta is not.
Reference: the orthogonal projection of y onto the column space, computed with a QR
factorization of the independent columns (numpy.linalg.qr); fitted values must match
to 1e-9.

Usage: python collinear_normal_equations.py [--remedy ID]
"""

import numpy as np
from scipy.linalg import lstsq, solve

from _common import parse_remedy, report

REMEDIES = ("lstsq-min-norm", "drop-redundant-column")


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(0)
    F = rng.normal(size=(30, 2))
    X = np.column_stack([F, 2 * F[:, 0], np.ones(30)])
    y = 1.5 * F[:, 0] - 0.7 * F[:, 1] + 2 + rng.normal(0, 0.1, 30)

    if remedy == "lstsq-min-norm":
        beta = lstsq(X, y)[0]
        fitted = X @ beta
    elif remedy == "drop-redundant-column":
        Xr = X[:, [0, 1, 3]]
        beta = solve(Xr.T @ Xr, Xr.T @ y)
        fitted = Xr @ beta
    else:
        beta = solve(X.T @ X, X.T @ y)
        fitted = X @ beta

    Q, _ = np.linalg.qr(X[:, [0, 1, 3]])
    ref = Q @ (Q.T @ y)
    err = float(np.max(np.abs(fitted - ref)))
    report(err < 1e-9, f"max |fitted - QR projection| = {err:.2g}")


if __name__ == "__main__":
    main()
