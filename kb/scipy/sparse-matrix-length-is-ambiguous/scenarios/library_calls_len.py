"""Passing a sparse matrix to a helper that calls len() on its input.

An expression matrix (300 cells x 40 genes) is held as scipy.sparse.csr_matrix, as
AnnData and scanpy store counts. It is handed to a helper written for dense arrays
(dense_only_helper.random_mix, modelled on a deconvolution tool), which calls
len(Xs) internally; the caller cannot change that line.

Reference: the mixtures recomputed from the dense rows with the returned indices and
fractions, by a direct NumPy weighted sum (agreement to 1e-12), and the output shape.

Usage: python library_calls_len.py [--remedy ID]
"""

import numpy as np
import scipy.sparse as sp

from _common import parse_remedy, report
from dense_only_helper import random_mix

REMEDIES = ("densify-for-the-library", "np-asarray-on-sparse")


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(0)
    counts = rng.poisson(0.3, size=(300, 40)).astype(float)
    X = sp.csr_matrix(counts)

    if remedy == "densify-for-the-library":
        mixes, index, fractions = random_mix(X.toarray())
    elif remedy == "np-asarray-on-sparse":
        mixes, index, fractions = random_mix(np.asarray(X))
    else:
        mixes, index, fractions = random_mix(X)

    ref = np.einsum("ij,ijk->ik", fractions, counts[index])
    err = float(np.max(np.abs(mixes - ref)))
    report(mixes.shape == (50, 40) and err < 1e-12, f"mixtures shape {mixes.shape}, max |mix - NumPy reference| {err:.3g}")


if __name__ == "__main__":
    main()
