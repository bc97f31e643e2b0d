"""Dropping rows with missing values from the features but not from the target.

X = df[features].dropna() removes the rows with a NaN, while y = df["price"] still has
every row, so fit() sees two different sample counts.

Reference: least squares (numpy.linalg.lstsq) on the rows where every feature and the
target are present; coefficients and intercept compared to 1e-8.

Usage: python rows_dropped_from_x_only.py [--remedy ID]
"""

import numpy as np
import pandas as pd
from sklearn.linear_model import LinearRegression

from _common import lstsq_fit, parse_remedy, report

REMEDIES = ("drop-rows-from-x-and-y-together", "truncate-to-the-shorter-length")
FEATURES = ["area", "rooms"]


def make_frame():
    rng = np.random.default_rng(1)
    n = 40
    area = rng.uniform(40, 150, n)
    rooms = rng.integers(1, 6, n).astype(float)
    price = 2.0 * area + 15.0 * rooms + rng.normal(0, 5, n)
    area[[3, 11, 12, 27]] = np.nan  # missing values scattered through the file
    return pd.DataFrame({"area": area, "rooms": rooms, "price": price})


def main():
    remedy = parse_remedy(REMEDIES)
    df = make_frame()
    if remedy == "drop-rows-from-x-and-y-together":
        clean = df.dropna(subset=FEATURES + ["price"])
        X, y = clean[FEATURES], clean["price"]
    elif remedy == "truncate-to-the-shorter-length":
        X = df[FEATURES].dropna()
        y = df["price"][: len(X)]  # same length, but rows no longer line up
    else:
        X = df[FEATURES].dropna()
        y = df["price"]
    model = LinearRegression().fit(X, y)

    mask = df[FEATURES + ["price"]].notna().all(axis=1).to_numpy()
    coef, intercept = lstsq_fit(df.loc[mask, FEATURES].to_numpy(), df.loc[mask, "price"].to_numpy())
    ok = np.allclose(model.coef_, coef, atol=1e-8) and abs(model.intercept_ - intercept) < 1e-8
    report(ok, f"coef {np.round(model.coef_, 4).tolist()}, reference {np.round(coef, 4).tolist()}")


if __name__ == "__main__":
    main()
