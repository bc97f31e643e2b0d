"""Selecting two columns as the target: y = df[["label", "customer_id"]].

A slice such as df.iloc[:, -2:] or a double-bracket selection with an extra column gives
a 2-D y. Classifiers expect one label per sample.

Reference: the classifier fitted on the label column alone, built independently; test
predictions must be equal.

Usage: python two_columns_as_target.py [--remedy ID]
"""

import numpy as np
import pandas as pd
from sklearn.svm import SVC

from _common import parse_remedy, report

REMEDIES = ("select-the-label-column",)


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(24)
    df = pd.DataFrame({"tenure": rng.uniform(0, 60, 120), "spend": rng.uniform(10, 200, 120)})
    df["churned"] = ((df["tenure"] < 12) & (df["spend"] > 80)).astype(int)
    df["customer_id"] = np.arange(1000, 1120)
    X = df[["tenure", "spend"]]

    y = df["churned"] if remedy == "select-the-label-column" else df[["churned", "customer_id"]]
    model = SVC().fit(X.iloc[:100], y.iloc[:100])
    pred = model.predict(X.iloc[100:])

    want = SVC().fit(X.iloc[:100].to_numpy(), df["churned"].to_numpy()[:100]).predict(X.iloc[100:].to_numpy())
    ok = bool(np.array_equal(np.asarray(pred), want))
    report(ok, f"{int(np.sum(np.asarray(pred) == want))}/{len(want)} predictions equal to the label-column model")


if __name__ == "__main__":
    main()
