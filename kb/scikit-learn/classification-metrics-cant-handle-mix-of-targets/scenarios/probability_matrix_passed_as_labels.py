"""Multiclass classifier evaluated on its probability matrix instead of its labels.

The classes are the ratings 1, 2 and 3. The (n_samples, 3) array from predict_proba is
passed to accuracy_score as y_pred; type_of_target says 'multiclass' for y_true and
'continuous-multioutput' for the matrix, so _check_targets raises "Classification
metrics can't handle a mix of multiclass and continuous-multioutput targets".

Reference: the accuracy of model.predict, computed by hand with NumPy.

Usage: python probability_matrix_passed_as_labels.py [--remedy ID]
"""

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import accuracy_score

from _common import parse_remedy, report

REMEDIES = ("argmax-through-classes", "bare-argmax")


def make_data():
    rng = np.random.default_rng(5)
    centers = np.array([[0.0, 0.0], [3.0, 0.5], [1.0, 3.0]])
    labels = np.repeat([1, 2, 3], 80)  # ratings, not 0..k-1
    X = centers[labels - 1] + rng.normal(0, 1.0, (240, 2))
    order = rng.permutation(240)
    X, labels = X[order], labels[order]
    return X[:180], labels[:180], X[180:], labels[180:]


def main():
    remedy = parse_remedy(REMEDIES)
    X_train, y_train, X_test, y_test = make_data()
    model = LogisticRegression().fit(X_train, y_train)
    proba = model.predict_proba(X_test)

    if remedy == "argmax-through-classes":
        y_pred = model.classes_[proba.argmax(axis=1)]
    elif remedy == "bare-argmax":
        y_pred = proba.argmax(axis=1)  # column positions 0, 1, 2, not the labels 1, 2, 3
    else:
        y_pred = proba
    score = accuracy_score(y_test, y_pred)

    want = float(np.mean(model.predict(X_test) == y_test))
    report(abs(score - want) < 1e-12, f"accuracy = {score:.4f}, reference from model.predict = {want:.4f}")


if __name__ == "__main__":
    main()
