"""scipy.linalg.lstsq on features standardized with a zero-variance column.

A regression standardizes its features as (X - mean) / std. One column is constant in
this batch (a sensor stuck at 5.0), so its std is 0 and the division produces NaN in
the whole column; scipy.linalg.lstsq checks its input and refuses it.

Intended result: the least-squares fit of y on the informative (non-constant)
standardized features plus an intercept. Reference: the same fit from the normal
equations with numpy.linalg.solve on those columns; coefficients must match to 1e-8.

Usage: python nan_from_upstream_computation.py [--remedy ID]
"""

import numpy as np
from scipy.linalg import lstsq

from _common import parse_remedy, report

REMEDIES = ("guard-zero-variance", "check-finite-false")


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(0)
    X = rng.normal(size=(50, 3))
    X[:, 2] = 5.0
    y = 1.5 * X[:, 0] - 2.0 * X[:, 1] + 0.5 + rng.normal(0, 0.1, 50)
    mu, sd = X.mean(axis=0), X.std(axis=0)

    with np.errstate(invalid="ignore", divide="ignore"):
        if remedy == "guard-zero-variance":
            keep = sd > 0
            Z = (X[:, keep] - mu[keep]) / sd[keep]
        else:
            Z = (X - mu) / sd
    A = np.column_stack([Z, np.ones(len(y))])

    if remedy == "check-finite-false":
        coef = lstsq(A, y, check_finite=False)[0]
    else:
        coef = lstsq(A, y)[0]

    Zr = (X[:, :2] - mu[:2]) / sd[:2]
    Ar = np.column_stack([Zr, np.ones(len(y))])
    ref = np.linalg.solve(Ar.T @ Ar, Ar.T @ y)
    got = np.asarray(coef)[[0, 1, -1]] if len(coef) == 4 else np.asarray(coef)
    err = float(np.max(np.abs(got - ref))) if np.all(np.isfinite(got)) else float("nan")
    report(bool(err < 1e-8), f"coefficients {np.round(got, 6).tolist()}, reference {np.round(ref, 6).tolist()}, "
                             f"max difference {err:.2g}")


if __name__ == "__main__":
    main()
