"""Building X with one row per feature instead of one row per sample.

np.array([area, rooms, age]) stacks three feature lists as rows: shape (3, 50). fit()
reads that as 3 samples of 50 features against 50 targets.

Reference: least squares with numpy.linalg.lstsq on the (50, 3) matrix of the three
features as columns; compared to 1e-8.

Usage: python transposed_feature_matrix.py [--remedy ID]
"""

import numpy as np
from sklearn.linear_model import LinearRegression

from _common import lstsq_fit, parse_remedy, report

REMEDIES = ("stack-features-as-columns", "truncate-to-the-shorter-length")


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(3)
    area = rng.uniform(40, 150, 50)
    rooms = rng.integers(1, 6, 50).astype(float)
    age = rng.uniform(0, 60, 50)
    y = 2.0 * area + 12.0 * rooms - 0.8 * age + rng.normal(0, 4, 50)

    if remedy == "stack-features-as-columns":
        X = np.column_stack([area, rooms, age])  # (50, 3)
        model = LinearRegression().fit(X, y)
    elif remedy == "truncate-to-the-shorter-length":
        X = np.array([area, rooms, age])  # (3, 50)
        model = LinearRegression().fit(X, y[: len(X)])
    else:
        X = np.array([area, rooms, age])  # (3, 50)
        model = LinearRegression().fit(X, y)

    coef, intercept = lstsq_fit(np.column_stack([area, rooms, age]), y)
    ok = model.coef_.shape == coef.shape and np.allclose(model.coef_, coef, atol=1e-8) \
        and abs(model.intercept_ - intercept) < 1e-8
    report(ok, f"coef shape {model.coef_.shape}, first {np.round(model.coef_[:3], 4).tolist()}; "
               f"reference {np.round(coef, 4).tolist()}")


if __name__ == "__main__":
    main()
