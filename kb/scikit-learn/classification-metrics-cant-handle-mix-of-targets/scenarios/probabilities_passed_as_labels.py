"""Binary classifier evaluated on its predicted probabilities instead of its labels.

The positive-class column of predict_proba (values strictly between 0 and 1) is passed
to f1_score as y_pred. type_of_target says 'binary' for y_true and 'continuous' for the
probabilities, so _check_targets raises "Classification metrics can't handle a mix of
binary and continuous targets".

Reference: the F1 score of the model's own hard predictions (model.predict), counted by
hand with NumPy (true positives, false positives, false negatives).

Usage: python probabilities_passed_as_labels.py [--remedy ID]
"""

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import f1_score

from _common import parse_remedy, report

REMEDIES = ("threshold-the-scores", "cast-scores-to-int")


def make_data():
    rng = np.random.default_rng(3)
    X = rng.normal(size=(400, 4))
    y = (X[:, 0] - 0.7 * X[:, 1] + rng.normal(0, 0.6, 400) > 0.3).astype(int)
    return X[:300], y[:300], X[300:], y[300:]


def main():
    remedy = parse_remedy(REMEDIES)
    X_train, y_train, X_test, y_test = make_data()
    model = LogisticRegression().fit(X_train, y_train)
    proba = model.predict_proba(X_test)[:, 1]

    if remedy == "threshold-the-scores":
        y_pred = (proba >= 0.5).astype(int)
    elif remedy == "cast-scores-to-int":
        y_pred = proba.astype(int)  # truncates every probability below 1 to 0
    else:
        y_pred = proba
    score = f1_score(y_test, y_pred)

    hard = model.predict(X_test)
    tp = int(np.sum((hard == 1) & (y_test == 1)))
    fp = int(np.sum((hard == 1) & (y_test == 0)))
    fn = int(np.sum((hard == 0) & (y_test == 1)))
    want = 2 * tp / (2 * tp + fp + fn)
    report(abs(score - want) < 1e-12, f"f1 = {score:.4f}, reference from model.predict = {want:.4f}")


if __name__ == "__main__":
    main()
