"""Integer class labels stored in an object array.

A label column assembled from Python objects (here: values read row by row into a list
with a None placeholder that was later filled in) ends up as dtype=object. type_of_target
cannot tell what an object array of numbers is and answers 'unknown'.

Reference: the same classifier fitted on the labels as a proper int64 array built
directly; test predictions must be equal.

Usage: python object_dtype_labels.py [--remedy ID]
"""

import numpy as np
from sklearn.linear_model import LogisticRegression

from _common import parse_remedy, report

REMEDIES = ("cast-object-labels-to-int",)


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(9)
    X = rng.normal(size=(100, 3))
    true = (X[:, 0] + 0.5 * X[:, 1] > 0).astype(int)
    rows = [None] * 100
    for i, v in enumerate(true.tolist()):
        rows[i] = v
    y = np.array(rows, dtype=object)  # what np.array(list_with_None_slots, dtype=object) or df.values gives

    if remedy == "cast-object-labels-to-int":
        y = y.astype(np.int64)
    model = LogisticRegression().fit(X[:80], y[:80])
    pred = model.predict(X[80:])

    want = LogisticRegression().fit(X[:80], true[:80]).predict(X[80:])
    ok = bool(np.array_equal(pred.astype(np.int64), want))
    report(ok, f"{int(np.sum(pred.astype(np.int64) == want))}/{len(want)} predictions equal to the int64-label model")


if __name__ == "__main__":
    main()
