"""fit() gets the training features with the labels of the whole data set.

After a train/test split (here a fixed 300/100 split, as train_test_split makes), the call is
model.fit(X_train, y): 300 feature rows against 400 labels. Keras 2: "ValueError: Data cardinality
is ambiguous: x sizes: 300 y sizes: 400 Make sure all arrays contain the same number of samples.";
Keras 3: "Data cardinality is ambiguous. Make sure all arrays contain the same number of
samples.'x' sizes: 300 'y' sizes: 400".

Remedies:
  pass-the-matching-split   model.fit(X_train, y_train)
  truncate-to-shorter       y[:len(X_train)] (dead end: the rows no longer belong together)

Check: accuracy >= 0.9 on the test split, whose features and labels are paired correctly.
"""

import numpy as np

from _common import emit, fit_and_score, parse_remedy, seed, separable

REMEDIES = ("pass-the-matching-split", "truncate-to-shorter")


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    X, y = separable()
    order = np.random.default_rng(1).permutation(len(X))
    train, test = order[:300], order[300:]
    X_train, X_test, y_train, y_test = X[train], X[test], y[train], y[test]
    labels = y
    if remedy == "pass-the-matching-split":
        labels = y_train
    elif remedy == "truncate-to-shorter":
        labels = y[:len(X_train)]
    acc = fit_and_score(X_train, labels, X_test, y_test)
    emit(acc >= 0.9, f"test accuracy {acc:.3f} (needed >= 0.9)")


if __name__ == "__main__":
    main()
