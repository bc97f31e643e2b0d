"""Fitting a scikit-learn classifier on one-hot encoded labels.

Deep-learning code one-hot encodes the labels (pd.get_dummies or to_categorical), giving
y of shape (n_samples, n_classes). LogisticRegression, SVC and most scikit-learn
classifiers take one label per sample.

Reference: the same classifier fitted on the integer labels built directly; test
predictions must be equal, in the original label space.

Usage: python one_hot_encoded_target.py [--remedy ID]
"""

import numpy as np
import pandas as pd
from sklearn.linear_model import LogisticRegression

from _common import parse_remedy, report

REMEDIES = ("pass-one-label-per-sample", "ravel-the-target")


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(23)
    X = rng.normal(size=(150, 2))
    labels = np.where(X[:, 0] > 0.3, "cat", np.where(X[:, 1] > 0, "dog", "bird"))
    Y = pd.get_dummies(pd.Series(labels), dtype=float)  # (150, 3): one column per class

    Y_train = Y.iloc[:120]
    if remedy == "pass-one-label-per-sample":
        y_train = Y.columns.to_numpy()[Y_train.to_numpy().argmax(axis=1)]  # back to one label per row
    elif remedy == "ravel-the-target":
        y_train = Y_train.to_numpy().ravel()  # 360 values for 120 samples
    else:
        y_train = Y_train.to_numpy()
    model = LogisticRegression().fit(X[:120], y_train)
    pred = model.predict(X[120:])

    want = LogisticRegression().fit(X[:120], labels[:120]).predict(X[120:])
    ok = bool(np.array_equal(pred, want))
    report(ok, f"{int(np.sum(pred == want))}/{len(want)} test predictions equal to the model fitted on the labels")


if __name__ == "__main__":
    main()
