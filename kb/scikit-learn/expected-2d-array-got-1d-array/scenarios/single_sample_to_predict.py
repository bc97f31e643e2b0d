"""Predicting one sample with its feature vector as a 1-D array.

A model fitted on 3 features (shape (n, 3)) is asked for one new house,
x_new = np.array([80.0, 3.0, 12.0]). predict() wants a 2-D (n_samples, n_features)
array, and a 1-D one is refused.

Reference: the prediction computed by hand, coef_ @ x_new + intercept_, to 1e-9.

Usage: python single_sample_to_predict.py [--remedy ID]
"""

import numpy as np
from sklearn.linear_model import LinearRegression

from _common import parse_remedy, report

REMEDIES = ("reshape-sample-to-row", "reshape-sample-to-column")


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(0)
    X = np.column_stack([rng.uniform(40, 150, 30), rng.integers(1, 6, 30), rng.uniform(0, 40, 30)])
    y = 2.5 * X[:, 0] + 10 * X[:, 1] - 1.5 * X[:, 2] + rng.normal(0, 3, 30)
    model = LinearRegression().fit(X, y)
    x_new = np.array([80.0, 3.0, 12.0])

    if remedy == "reshape-sample-to-row":
        got = model.predict(x_new.reshape(1, -1))[0]  # (1, 3): one sample, 3 features
    elif remedy == "reshape-sample-to-column":
        got = model.predict(x_new.reshape(-1, 1))[0]  # (3, 1): three samples of one feature
    else:
        got = model.predict(x_new)[0]

    want = float(model.coef_ @ x_new + model.intercept_)
    report(abs(got - want) < 1e-9, f"prediction {got:.6f}, by hand {want:.6f}")


if __name__ == "__main__":
    main()
