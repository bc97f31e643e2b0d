"""Predicting from a DataFrame whose columns are in another order than at fit time.

The model is fitted on columns age, income_k, visits. At serving time a DataFrame is built
from JSON records whose keys come as visits, age, income_k, so its columns follow that
order. scikit-learn 1.2 and later raise ValueError: The feature names should match those
that were passed during fit. Feature names must be in the same order as they were in fit.

Reference: the predicted probabilities computed by hand from coef_ and intercept_ on the
values taken from each record by name, in the fit order.

Usage: python columns_in_another_order.py [--remedy ID]
"""

import numpy as np
import pandas as pd
from sklearn.linear_model import LogisticRegression

from _common import parse_remedy, report

REMEDIES = ("select-columns-in-fit-order", "strip-names-with-values")


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(0)
    n = 400
    train = pd.DataFrame({"age": rng.uniform(18, 80, n), "income_k": rng.uniform(10, 200, n),
                          "visits": rng.integers(0, 30, n).astype(float)})
    y = ((train["visits"] / 10 - train["age"] / 40 + rng.normal(0, 0.3, n)) > 0).astype(int)
    model = LogisticRegression(max_iter=1000).fit(train, y)
    records = [{"visits": 25.0, "age": 30.0, "income_k": 55.0},
               {"visits": 1.0, "age": 70.0, "income_k": 120.0},
               {"visits": 12.0, "age": 45.0, "income_k": 80.0}]
    X_new = pd.DataFrame(records)  # columns: visits, age, income_k

    if remedy == "select-columns-in-fit-order":
        proba = model.predict_proba(X_new[model.feature_names_in_])[:, 1]
    elif remedy == "strip-names-with-values":
        proba = model.predict_proba(X_new.values)[:, 1]
    else:
        proba = model.predict_proba(X_new)[:, 1]

    by_name = np.array([[r[c] for c in train.columns] for r in records])
    ref = 1 / (1 + np.exp(-(by_name @ model.coef_.ravel() + model.intercept_[0])))
    ok = bool(np.allclose(proba, ref, atol=1e-9))
    report(ok, f"P(y=1) {np.round(proba, 4).tolist()} vs reference from the records by name "
               f"{np.round(ref, 4).tolist()}")


if __name__ == "__main__":
    main()
