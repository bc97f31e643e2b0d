"""curve_fit of a spectral line at 550 nm without an initial guess.

A Gaussian line (height 5, centre 550 nm, width 10 nm) is measured on 400..700 nm.
The default start puts the centre at 1 nm with width 1 nm, where the model is zero
on every sample; the Jacobian is zero, nothing moves, and curve_fit returns the
start values with an all-inf covariance and OptimizeWarning.

The program turns OptimizeWarning into an error, as a test suite with
`filterwarnings = error` does.

Reference, computed without curve_fit: for fixed centre and width the model is
linear in the height, so a grid over (centre, width) with the exact least-squares
height gives the global optimum. Parameters must be within 1% of it and the
covariance finite.

Usage: python peak_outside_default_start.py [--remedy ID]
"""

import warnings

import numpy as np
from scipy.optimize import OptimizeWarning, curve_fit

from _common import parse_remedy, report

REMEDIES = ("p0-from-data", "silence-the-warning")


def model(x, A, mu, s):
    return A * np.exp(-((x - mu) ** 2) / (2 * s**2))


def grid_reference(x, y):
    best = None
    for mu in np.linspace(540, 560, 401):
        for s in np.linspace(5, 15, 201):
            g = np.exp(-((x - mu) ** 2) / (2 * s**2))
            A = float(g @ y / (g @ g))
            r = float(np.sum((A * g - y) ** 2))
            if best is None or r < best[0]:
                best = (r, np.array([A, mu, s]))
    return best[1]


def main():
    remedy = parse_remedy(REMEDIES)
    warnings.simplefilter("error", OptimizeWarning)
    rng = np.random.default_rng(0)
    x = np.linspace(400, 700, 200)
    y = model(x, 5, 550, 10) + rng.normal(0, 0.05, x.size)

    if remedy == "p0-from-data":
        popt, pcov = curve_fit(model, x, y, p0=[y.max(), x[np.argmax(y)], (x[-1] - x[0]) / 15])
    elif remedy == "silence-the-warning":
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", OptimizeWarning)
            popt, pcov = curve_fit(model, x, y)
    else:
        popt, pcov = curve_fit(model, x, y)

    popt = np.array(popt)
    popt[2] = abs(popt[2])
    ref = grid_reference(x, y)
    rel = float(np.max(np.abs(popt - ref) / np.abs(ref)))
    finite = bool(np.all(np.isfinite(pcov)))
    report(rel < 0.01 and finite, f"params {np.round(popt, 4).tolist()}, grid optimum {np.round(ref, 4).tolist()}, "
                                  f"max relative difference {rel:.3g}, covariance finite: {finite}")


if __name__ == "__main__":
    main()
