"""A model fitted on a DataFrame is asked to predict from a NumPy array.

The training data is a DataFrame with columns age, income_k, visits. At serving time
the records arrive as JSON objects whose keys come in another order (visits, age,
income_k), and the code turns them into an array with list(record.values()). scikit-learn
warns that X has no feature names; the array's columns are also in the wrong order, which
nothing can check any more. The program turns the UserWarning into an error, as
`python -W error` or pytest's `filterwarnings = error` do.

Reference: the predicted probabilities computed by hand from coef_ and intercept_ on the
values taken from each record by name, in the fit order.

Usage: python numpy_array_at_predict.py [--remedy ID]
"""

import warnings

import numpy as np
import pandas as pd
from sklearn.linear_model import LogisticRegression

from _common import parse_remedy, report

REMEDIES = ("predict-with-named-dataframe", "silence-the-warning", "fit-on-numpy-too")


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(0)
    n = 400
    train = pd.DataFrame({"age": rng.uniform(18, 80, n), "income_k": rng.uniform(10, 200, n),
                          "visits": rng.integers(0, 30, n).astype(float)})
    y = ((train["visits"] / 10 - train["age"] / 40 + rng.normal(0, 0.3, n)) > 0).astype(int)
    records = [{"visits": 25.0, "age": 30.0, "income_k": 55.0},
               {"visits": 1.0, "age": 70.0, "income_k": 120.0},
               {"visits": 12.0, "age": 45.0, "income_k": 80.0}]

    if remedy == "fit-on-numpy-too":
        model = LogisticRegression(max_iter=1000).fit(train.to_numpy(), y)
    else:
        model = LogisticRegression(max_iter=1000).fit(train, y)
    cols = list(train.columns)

    warnings.simplefilter("error", UserWarning)
    if remedy == "predict-with-named-dataframe":
        X_new = pd.DataFrame.from_records(records, columns=model.feature_names_in_)
        proba = model.predict_proba(X_new)[:, 1]
    elif remedy == "silence-the-warning":
        X_new = np.array([list(r.values()) for r in records])
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", message="X does not have valid feature names")
            proba = model.predict_proba(X_new)[:, 1]
    else:
        X_new = np.array([list(r.values()) for r in records])
        proba = model.predict_proba(X_new)[:, 1]

    by_name = np.array([[r[c] for c in cols] for r in records])
    ref = 1 / (1 + np.exp(-(by_name @ model.coef_.ravel() + model.intercept_[0])))
    ok = bool(np.allclose(proba, ref, atol=1e-9))
    report(ok, f"P(y=1) {np.round(proba, 4).tolist()} vs reference from the records by name "
               f"{np.round(ref, 4).tolist()}")


if __name__ == "__main__":
    main()
