"""Class labels scaled together with the features.

StandardScaler is applied to the whole table, label column included, so the classes
0, 1, 2, 3 become about -1.34, -0.45, 0.45, 1.34, and type_of_target(y) is 'continuous'.

Reference: the same LogisticRegression fitted on features scaled with a StandardScaler
and the original integer labels; the remedy's test predictions must equal the
reference's exactly, in the original label space.

Usage: python scaled_class_labels.py [--remedy ID]
"""

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.preprocessing import StandardScaler

from _common import parse_remedy, report

REMEDIES = ("scale-features-only", "cast-continuous-target-to-int")


def make_data():
    rng = np.random.default_rng(8)
    centers = np.array([[0.0, 0.0], [4.0, 1.0], [1.0, 5.0], [5.0, 5.0]])
    labels = np.repeat([0, 1, 2, 3], 50)
    X = centers[labels] + rng.normal(0, 1.0, (200, 2))
    order = rng.permutation(200)
    return X[order], labels[order]


def main():
    remedy = parse_remedy(REMEDIES)
    X, labels = make_data()
    table = np.column_stack([X, labels])  # last column: the class
    train, test = table[:160], table[160:]

    if remedy == "scale-features-only":
        from sklearn.pipeline import make_pipeline
        X_train, y_train = train[:, :2], train[:, 2].astype(int)
        model = make_pipeline(StandardScaler(), LogisticRegression()).fit(X_train, y_train)
        pred = model.predict(test[:, :2])
    else:
        scaler = StandardScaler().fit(train)
        s_train, s_test = scaler.transform(train), scaler.transform(test)
        y = s_train[:, 2]
        if remedy == "cast-continuous-target-to-int":
            y = y.astype(int)  # -1.34, -0.45, 0.45, 1.34 -> -1, 0, 0, 1: classes 1 and 2 merge
        model = LogisticRegression().fit(s_train[:, :2], y)
        pred = model.predict(s_test[:, :2])

    ref_scaler = StandardScaler().fit(train[:, :2])
    ref = LogisticRegression().fit(ref_scaler.transform(train[:, :2]), train[:, 2].astype(int))
    want = ref.predict(ref_scaler.transform(test[:, :2]))
    ok = pred.shape == want.shape and bool(np.array_equal(np.asarray(pred), want))
    report(ok, f"predicted classes {sorted(set(np.asarray(pred).tolist()))}, reference {sorted(set(want.tolist()))}; "
               f"{int(np.sum(np.asarray(pred) == want))}/{len(want)} equal")


if __name__ == "__main__":
    main()
