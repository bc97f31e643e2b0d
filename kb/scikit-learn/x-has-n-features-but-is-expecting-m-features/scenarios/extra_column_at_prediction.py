"""Predicting on a frame that still holds a column the model was not trained on.

Training used X = df.drop(columns=["id", "price"]). The prediction code drops only "price"
from the new rows, so "id" is an extra column.

Reference: predictions computed by hand, coef_ @ [area, rooms] + intercept_.

Usage: python extra_column_at_prediction.py [--remedy ID]
"""

import numpy as np
import pandas as pd
from sklearn.linear_model import LinearRegression

from _common import parse_remedy, report

REMEDIES = ("select-the-training-columns-by-name",)


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(17)
    df = pd.DataFrame({"id": np.arange(100), "area": rng.uniform(40, 150, 100), "rooms": rng.integers(1, 6, 100)})
    df["price"] = 2.0 * df["area"] + 10.0 * df["rooms"] + rng.normal(0, 2, 100)
    model = LinearRegression().fit(df.drop(columns=["id", "price"]).to_numpy(), df["price"])
    new = pd.DataFrame({"id": [900, 901], "area": [80.0, 120.0], "rooms": [3, 4], "price": [np.nan, np.nan]})

    if remedy == "select-the-training-columns-by-name":
        X_new = new[["area", "rooms"]]  # the training columns, in the training order
    else:
        X_new = new.drop(columns=["price"])
    pred = model.predict(X_new.to_numpy())

    want = model.coef_ @ np.array([[80.0, 120.0], [3.0, 4.0]]) + model.intercept_
    err = float(np.max(np.abs(pred - want)))
    report(err < 1e-9, f"max |prediction - by-hand| = {err:.3g}")


if __name__ == "__main__":
    main()
