"""A train/test split without shuffling, on data sorted by the label.

The table comes sorted by its label (all 0 rows, then all 1 rows), as an export ordered by
class does. train_test_split(..., shuffle=False) takes the first 70% as training data,
which holds only class 0, and LogisticRegression.fit raises ValueError: This solver needs
samples of at least 2 classes in the data, but the data contains only one class: 0.

Reference: the labels come from a known rule (x0 + x1 > 1.2, with a margin), so a model
that learned both classes classifies the held-out rows correctly; the check requires
both classes in the training split and held-out accuracy of at least 0.95.

Usage: python sorted_data_unshuffled_split.py [--remedy ID]
"""

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import train_test_split

from _common import parse_remedy, report

REMEDIES = ("stratified-split", "class-weight-balanced")


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(0)
    X = rng.normal(size=(600, 2))
    s = X[:, 0] + X[:, 1]
    keep = np.abs(s - 1.2) > 0.3  # a margin around the boundary; about one row in five is class 1
    X, s = X[keep], s[keep]
    y = (s > 1.2).astype(int)
    order = np.argsort(y, kind="stable")  # the export is sorted by label
    X, y = X[order], y[order]

    if remedy == "stratified-split":
        X_tr, X_te, y_tr, y_te = train_test_split(X, y, test_size=0.3, stratify=y, random_state=0)
        model = LogisticRegression().fit(X_tr, y_tr)
    elif remedy == "class-weight-balanced":
        X_tr, X_te, y_tr, y_te = train_test_split(X, y, test_size=0.3, shuffle=False)
        model = LogisticRegression(class_weight="balanced").fit(X_tr, y_tr)
    else:
        X_tr, X_te, y_tr, y_te = train_test_split(X, y, test_size=0.3, shuffle=False)
        model = LogisticRegression().fit(X_tr, y_tr)

    acc = float((model.predict(X_te) == y_te).mean())
    classes = sorted(set(int(v) for v in y_tr))
    report(classes == [0, 1] and acc >= 0.95,
           f"training classes {classes}; held-out accuracy {acc:.3f} against the generating rule (threshold 0.95)")


if __name__ == "__main__":
    main()
