"""Fitting a model on one feature passed as a 1-D array (a column, df["area"]).

House prices against floor area: X is the area column, a 1-D array of 8 values.
scikit-learn reads a 1-D X as ambiguous (8 samples of 1 feature, or 1 sample of 8?)
and refuses it.

Reference: slope and intercept of the least-squares line computed in closed form with
NumPy (cov/var), compared with the fitted coef_ and intercept_ to 1e-9.

Usage: python single_feature_as_1d.py [--remedy ID]
"""

import numpy as np
from sklearn.linear_model import LinearRegression

from _common import parse_remedy, report

REMEDIES = ("reshape-single-feature-to-column", "reshape-features-to-one-row")


def main():
    remedy = parse_remedy(REMEDIES)
    area = np.array([50.0, 62.0, 75.0, 80.0, 95.0, 110.0, 120.0, 140.0])
    price = np.array([150.0, 178.0, 210.0, 228.0, 262.0, 300.0, 318.0, 370.0])

    if remedy == "reshape-single-feature-to-column":
        X = area.reshape(-1, 1)  # (8, 1): 8 samples, 1 feature
    elif remedy == "reshape-features-to-one-row":
        X = area.reshape(1, -1)  # (1, 8): 1 sample with 8 features
    else:
        X = area
    model = LinearRegression().fit(X, price)

    slope = np.cov(area, price, bias=True)[0, 1] / np.var(area)
    intercept = price.mean() - slope * area.mean()
    ok = abs(model.coef_[0] - slope) < 1e-9 and abs(model.intercept_ - intercept) < 1e-9
    report(ok, f"coef {model.coef_[0]:.6f} intercept {model.intercept_:.6f}; closed form {slope:.6f} {intercept:.6f}")


if __name__ == "__main__":
    main()
