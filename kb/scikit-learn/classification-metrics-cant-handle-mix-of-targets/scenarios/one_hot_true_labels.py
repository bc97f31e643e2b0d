"""Confusion matrix of one-hot encoded true labels against integer predictions.

The test labels were one-hot encoded (LabelBinarizer, as for a neural network's
softmax output) and kept in that form, while the predictions are class indices.
type_of_target says 'multilabel-indicator' for y_true and 'multiclass' for y_pred, so
confusion_matrix raises "Classification metrics can't handle a mix of
multilabel-indicator and multiclass targets".

Reference: the confusion matrix counted by hand with NumPy from the original integer
labels and the predictions.

Usage: python one_hot_true_labels.py [--remedy ID]
"""

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import confusion_matrix
from sklearn.preprocessing import LabelBinarizer

from _common import parse_remedy, report

REMEDIES = ("decode-one-hot-labels",)


def make_data():
    rng = np.random.default_rng(11)
    centers = np.array([[0.0, 0.0], [2.5, 0.0], [0.0, 2.5], [2.5, 2.5]])
    labels = np.repeat([0, 1, 2, 3], 60)
    X = centers[labels] + rng.normal(0, 1.0, (240, 2))
    order = rng.permutation(240)
    return X[order], labels[order]


def main():
    remedy = parse_remedy(REMEDIES)
    X, labels = make_data()
    lb = LabelBinarizer().fit(labels)
    Y = lb.transform(labels)  # one-hot targets, shape (240, 4)
    X_train, X_test, Y_train, Y_test = X[:180], X[180:], Y[:180], Y[180:]

    model = LogisticRegression().fit(X_train, Y_train.argmax(axis=1))
    y_pred = model.predict(X_test)

    if remedy == "decode-one-hot-labels":
        y_true = lb.classes_[Y_test.argmax(axis=1)]
    else:
        y_true = Y_test
    cm = confusion_matrix(y_true, y_pred)

    truth = labels[180:]
    want = np.zeros((4, 4), dtype=int)
    for t, p in zip(truth, y_pred):
        want[t, p] += 1
    ok = cm.shape == want.shape and bool(np.array_equal(cm, want))
    report(ok, f"confusion matrix trace {int(np.trace(cm))}, reference trace {int(np.trace(want))}, equal={ok}")


if __name__ == "__main__":
    main()
