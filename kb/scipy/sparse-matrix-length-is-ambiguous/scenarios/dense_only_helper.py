"""A small helper written for dense arrays, like the ones found in analysis packages.

It draws random mixtures of rows (as single-cell deconvolution tools do to build
pseudo-spots): each mixture is a weighted sum of `nmix` randomly chosen rows.
It uses len(Xs) for the number of rows, which a NumPy array supports and a SciPy
sparse matrix refuses.
"""

import numpy as np


def random_mix(Xs, nmix=3, n_samples=50, seed=0):
    rstate = np.random.RandomState(seed)
    fractions = rstate.rand(n_samples, nmix)
    fractions /= fractions.sum(axis=1, keepdims=True)
    index = rstate.randint(len(Xs), size=(n_samples, nmix))
    out = np.zeros((n_samples, Xs.shape[1]))
    for i in range(n_samples):
        for j in range(nmix):
            out[i] += fractions[i, j] * np.asarray(Xs[index[i, j]]).ravel()
    return out, index, fractions
