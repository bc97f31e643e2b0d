"""Shuffling the rows of a sparse feature matrix with random.shuffle.

Before a train/validation split, the rows of X (100 samples x 30 features,
scipy.sparse.csr_matrix) and the labels y are to be shuffled together. The code does
what works for a list: shuffle an index list built from len(X) with the standard
library's random module.

Reference: the shuffled matrix must hold exactly the original rows (compared as dense
rows, sorted, against the original), and each row must still sit next to its own label
(row i of the original has label i, so the label of every shuffled row is checked
against the row's content).

Usage: python shuffle_sparse_rows.py [--remedy ID]
"""

import random

import numpy as np
import scipy.sparse as sp

from _common import parse_remedy, report

REMEDIES = ("index-with-permutation", "shuffle-dense-copy-in-place")


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(0)
    dense = (rng.random((100, 30)) < 0.1) * rng.integers(1, 9, size=(100, 30))
    dense[:, 0] = np.arange(100)          # column 0 identifies the row
    X = sp.csr_matrix(dense.astype(float))
    y = np.arange(100)                    # label i belongs to row i
    random.seed(0)

    if remedy == "index-with-permutation":
        perm = rng.permutation(X.shape[0])
        Xs, ys = X[perm], y[perm]
        rows = Xs.toarray()
    elif remedy == "shuffle-dense-copy-in-place":
        D = X.toarray()
        order = list(range(D.shape[0]))
        random.shuffle(order)
        random.shuffle(D)                 # in-place shuffle of a 2-D NumPy array
        rows, ys = D, y[order]
    else:
        order = list(range(len(X)))
        random.shuffle(order)
        Xs, ys = X[order], y[order]
        rows = Xs.toarray()

    same_rows = np.array_equal(np.sort(rows[:, 0]), np.arange(100))
    aligned = np.array_equal(rows[:, 0].astype(int), ys)
    report(same_rows and aligned, f"rows are a permutation of the original: {same_rows}; "
                                  f"labels still aligned: {aligned}; distinct rows {len(set(rows[:, 0].tolist()))} of 100")


if __name__ == "__main__":
    main()
