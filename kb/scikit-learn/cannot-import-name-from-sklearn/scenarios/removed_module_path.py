"""Code written for scikit-learn 0.19 or older imports sklearn.cross_validation.

sklearn.cross_validation and sklearn.grid_search were deprecated in 0.18 and removed in
0.20; their contents moved to sklearn.model_selection.

Reference: the split recomputed by hand with the same permutation scikit-learn uses
(np.random.RandomState(0).permutation, the first n_test indices go to the test set);
the train and test rows must be exactly those.

Usage: python removed_module_path.py [--remedy ID]
"""

import numpy as np

from _common import parse_remedy, report

REMEDIES = ("import-from-model-selection",)


def main():
    remedy = parse_remedy(REMEDIES)
    if remedy == "import-from-model-selection":
        from sklearn.model_selection import train_test_split
    else:
        from sklearn.cross_validation import train_test_split
    X = np.arange(40.0).reshape(20, 2)
    y = np.arange(20)
    X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.25, random_state=0)

    perm = np.random.RandomState(0).permutation(20)
    test_idx, train_idx = perm[:5], perm[5:]
    ok = np.array_equal(y_test, test_idx) and np.array_equal(y_train, train_idx) and np.array_equal(X_train, X[train_idx])
    report(ok, f"test rows {y_test.tolist()}, expected {test_idx.tolist()}")


if __name__ == "__main__":
    main()
