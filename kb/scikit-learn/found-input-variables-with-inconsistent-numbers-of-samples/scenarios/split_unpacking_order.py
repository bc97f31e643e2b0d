"""Unpacking train_test_split's result in the wrong order.

train_test_split(X, y) returns X_train, X_test, y_train, y_test. Writing
X_train, y_train, X_test, y_test = ... puts the test features into y_train, and fit()
gets 75 training rows against 25 "targets".

Reference: the same split recomputed on row indices (same test_size and random_state),
then least squares with numpy.linalg.lstsq on the training rows; coefficients and the
test-set R^2 (computed by hand from the residuals) compared to 1e-8.

Usage: python split_unpacking_order.py [--remedy ID]
"""

import numpy as np
from sklearn.linear_model import LinearRegression
from sklearn.metrics import r2_score
from sklearn.model_selection import train_test_split

from _common import lstsq_fit, parse_remedy, report

REMEDIES = ("unpack-split-in-documented-order",)


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(2)
    X = rng.normal(size=(100, 3))
    y = X @ np.array([1.5, -2.0, 0.5]) + 4.0 + rng.normal(0, 0.1, 100)

    if remedy == "unpack-split-in-documented-order":
        X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.25, random_state=0)
    else:
        X_train, y_train, X_test, y_test = train_test_split(X, y, test_size=0.25, random_state=0)
    model = LinearRegression().fit(X_train, y_train)
    score = r2_score(y_test, model.predict(X_test))

    idx_train, idx_test = train_test_split(np.arange(len(X)), test_size=0.25, random_state=0)
    coef, intercept = lstsq_fit(X[idx_train], y[idx_train])
    resid = y[idx_test] - (X[idx_test] @ coef + intercept)
    want_r2 = 1 - (resid @ resid) / np.sum((y[idx_test] - y[idx_test].mean()) ** 2)
    ok = np.allclose(model.coef_, coef, atol=1e-8) and abs(model.intercept_ - intercept) < 1e-8 \
        and abs(score - want_r2) < 1e-8
    report(ok, f"coef {np.round(model.coef_, 4).tolist()}, reference {np.round(coef, 4).tolist()}; "
               f"test R2 {score:.6f}, by hand {want_r2:.6f}")


if __name__ == "__main__":
    main()
