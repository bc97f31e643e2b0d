"""A classifier (LogisticRegression) fitted on a continuous target (house prices).

"Logistic regression" sounds like regression, but it is a classifier: fit() checks that
y holds discrete classes, and type_of_target(prices) is 'continuous'.

Reference: least squares with numpy.linalg.lstsq; the remedy's test predictions must
match it to 1e-8 (LinearRegression), and a remedy is also compared on the same test rows.

Usage: python regression_target_to_classifier.py [--remedy ID]
"""

import warnings

import numpy as np
from sklearn.linear_model import LinearRegression, LogisticRegression

from _common import lstsq_fit, parse_remedy, report

REMEDIES = ("use-a-regressor", "cast-continuous-target-to-int")


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(7)
    X = np.column_stack([rng.uniform(40, 150, 120), rng.integers(1, 6, 120).astype(float)])
    y = 1.8 * X[:, 0] + 9.0 * X[:, 1] + rng.normal(0, 2.0, 120)  # price in thousands
    X_train, X_test, y_train = X[:90], X[90:], y[:90]

    if remedy == "use-a-regressor":
        model = LinearRegression().fit(X_train, y_train)
    elif remedy == "cast-continuous-target-to-int":
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # lbfgs does not converge on 80-odd classes
            model = LogisticRegression(max_iter=200).fit(X_train, y_train.astype(int))
    else:
        model = LogisticRegression().fit(X_train, y_train)
    pred = model.predict(X_test).astype(float)

    coef, intercept = lstsq_fit(X_train, y_train)
    want = X_test @ coef + intercept
    err = float(np.max(np.abs(pred - want)))
    report(err < 1e-8, f"max |prediction - least-squares prediction| = {err:.3g} (tolerance 1e-8)")


if __name__ == "__main__":
    main()
