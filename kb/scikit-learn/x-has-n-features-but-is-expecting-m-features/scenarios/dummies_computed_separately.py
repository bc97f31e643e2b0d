"""One-hot encoding train and test separately with pd.get_dummies.

The test rows contain only some of the categories, so get_dummies makes fewer columns
for them than for the training rows, and the fitted model refuses the narrower matrix.

Reference: predictions computed by hand from the fitted coefficients, looking up each
category's coefficient by name (coef for "color_<c>") plus the numeric feature's.

Usage: python dummies_computed_separately.py [--remedy ID]
"""

import numpy as np
import pandas as pd
from sklearn.linear_model import LinearRegression

from _common import parse_remedy, report

REMEDIES = ("encode-with-the-training-columns", "pad-columns-to-the-expected-count")


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(16)
    colors = np.array(["blue", "green", "red", "white"])
    effect = {"blue": 5.0, "green": -3.0, "red": 8.0, "white": 0.0}
    train = pd.DataFrame({"size": rng.uniform(1, 10, 200), "color": rng.choice(colors, 200)})
    y = 2.0 * train["size"] + train["color"].map(effect) + rng.normal(0, 0.1, 200)
    test = pd.DataFrame({"size": [2.0, 5.0, 7.5, 9.0], "color": ["red", "white", "red", "white"]})

    X_train = pd.get_dummies(train, columns=["color"], dtype=float)
    model = LinearRegression().fit(X_train.to_numpy(), y)
    if remedy == "encode-with-the-training-columns":
        X_test = pd.get_dummies(test, columns=["color"], dtype=float).reindex(columns=X_train.columns, fill_value=0.0)
    elif remedy == "pad-columns-to-the-expected-count":
        X_test = pd.get_dummies(test, columns=["color"], dtype=float)
        X_test = pd.concat([X_test, pd.DataFrame(0.0, index=X_test.index, columns=["pad1", "pad2"])], axis=1)
    else:
        X_test = pd.get_dummies(test, columns=["color"], dtype=float)
    pred = model.predict(X_test.to_numpy())

    coef = dict(zip(X_train.columns, model.coef_))
    want = [model.intercept_ + coef["size"] * s + coef[f"color_{c}"] for s, c in zip(test["size"], test["color"])]
    err = float(np.max(np.abs(pred - np.array(want))))
    report(err < 1e-9, f"max |prediction - by-name reference| = {err:.3g}")


if __name__ == "__main__":
    main()
