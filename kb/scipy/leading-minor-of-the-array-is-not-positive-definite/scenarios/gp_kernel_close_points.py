"""Gaussian-process regression whose kernel matrix is singular to machine precision.

200 noise-free observations of sin(x) on [0, 10] (about 20 points per length-scale),
RBF kernel with length-scale 1. The kernel matrix is positive semi-definite in exact
arithmetic, but its smallest eigenvalues are ~1e-15 and rounding makes some slightly
negative, so scipy.linalg.cho_factor fails. The code computes the posterior mean
K(x*, x) K(x, x)^-1 y at 50 test points.

Reference: the function the data come from. With this density and no noise the GP
posterior mean reproduces sin(x*) far below 1e-3, so max |mean - sin(x*)| < 1e-3 is
required; an ill-conditioned solve that returns garbage fails it.

Usage: python gp_kernel_close_points.py [--remedy ID]
"""

import numpy as np
from scipy.linalg import cho_factor, cho_solve, inv

from _common import parse_remedy, report

REMEDIES = ("add-jitter", "explicit-inverse", "numpy-cholesky")


def rbf(a, b, ell=1.0):
    return np.exp(-0.5 * (a[:, None] - b[None, :]) ** 2 / ell**2)


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(0)
    x = np.sort(rng.uniform(0, 10, 200))
    y = np.sin(x)
    xs = np.linspace(0.5, 9.5, 50)
    K, Ks = rbf(x, x), rbf(xs, x)

    if remedy == "add-jitter":
        jitter = 1e-8 * np.mean(np.diag(K))
        alpha = cho_solve(cho_factor(K + jitter * np.eye(len(x)), lower=True), y)
    elif remedy == "numpy-cholesky":
        L = np.linalg.cholesky(K)
        alpha = np.linalg.solve(L.T, np.linalg.solve(L, y))
    elif remedy == "explicit-inverse":
        alpha = inv(K) @ y
    else:
        alpha = cho_solve(cho_factor(K, lower=True), y)

    mean = Ks @ alpha
    err = float(np.max(np.abs(mean - np.sin(xs))))
    report(err < 1e-3, f"max |posterior mean - sin(x*)| = {err:.3g} (limit 1e-3)")


if __name__ == "__main__":
    main()
