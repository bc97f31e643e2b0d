"""Simulating correlated variables from a correlation matrix that is not valid.

Three risk factors with pairwise correlations entered by hand (or estimated pair by
pair from different date ranges): corr(A, B) = 0.9, corr(B, C) = 0.9, corr(A, C) = 0.1.
No three variables can have these correlations: the matrix has a negative eigenvalue
(-0.22). scipy.linalg.cholesky, used to turn independent normals into correlated
ones, rejects it.

Intended result: a valid correlation matrix (symmetric, unit diagonal, positive
semi-definite) as close as possible to the entered one, and a factor L with
L @ L.T equal to it. Reference checks: eigenvalues >= -1e-12, diagonal == 1 within
1e-12, ||L L^T - R_valid|| < 1e-10, and R_valid no farther from the entered matrix
(Frobenius) than 0.5.

Usage: python indefinite_correlation_matrix.py [--remedy ID]
"""

import numpy as np
from scipy.linalg import cholesky, eigh

from _common import parse_remedy, report

REMEDIES = ("nearest-valid-matrix", "jitter-on-indefinite")


def clip_to_correlation(R, floor=1e-10):
    w, V = eigh(R)
    R2 = (V * np.maximum(w, floor)) @ V.T
    d = np.sqrt(np.diag(R2))
    R2 = R2 / np.outer(d, d)
    return (R2 + R2.T) / 2


def main():
    remedy = parse_remedy(REMEDIES)
    R = np.array([[1.0, 0.9, 0.1],
                  [0.9, 1.0, 0.9],
                  [0.1, 0.9, 1.0]])

    if remedy == "nearest-valid-matrix":
        R_valid = clip_to_correlation(R)
        L = cholesky(R_valid, lower=True)
    elif remedy == "jitter-on-indefinite":
        R_valid = R + 1e-8 * np.eye(3)
        L = cholesky(R_valid, lower=True)
    else:
        R_valid = R
        L = cholesky(R, lower=True)

    ev = np.linalg.eigvalsh(R_valid)
    ok = (ev.min() >= -1e-12 and np.allclose(np.diag(R_valid), 1, atol=1e-12)
          and np.linalg.norm(L @ L.T - R_valid) < 1e-10 and np.linalg.norm(R_valid - R) < 0.5)
    report(ok, f"min eigenvalue {ev.min():.3g}, distance to the entered matrix {np.linalg.norm(R_valid - R):.3g}, "
               f"|L L^T - R_valid| {np.linalg.norm(L @ L.T - R_valid):.2g}")


if __name__ == "__main__":
    main()
