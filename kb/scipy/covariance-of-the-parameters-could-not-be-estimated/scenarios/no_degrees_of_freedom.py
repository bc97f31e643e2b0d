"""curve_fit with as many parameters as data points.

A calibration uses three standards and a quadratic a*x**2 + b*x + c: three points,
three parameters. The fit passes through every point, the residual is zero, and
curve_fit cannot estimate the noise level from the residuals (zero degrees of
freedom), so it returns an all-inf covariance with OptimizeWarning. The instrument's
measurement uncertainty is known: sigma = 0.1 for every reading.

The program turns OptimizeWarning into an error, as a test suite with
`filterwarnings = error` does.

Reference: for a model linear in its parameters the covariance with known sigma is
exactly inv(V.T @ V) * sigma**2, with V the Vandermonde matrix of x; the parameters
are the exact interpolating quadratic (np.linalg.solve on V). Both must match to
1e-6 relative.

Usage: python no_degrees_of_freedom.py [--remedy ID]
"""

import warnings

import numpy as np
from scipy.optimize import OptimizeWarning, curve_fit

from _common import parse_remedy, report

REMEDIES = ("absolute-sigma-known-noise", "silence-the-warning")
SIGMA = 0.1


def model(x, a, b, c):
    return a * x**2 + b * x + c


def main():
    remedy = parse_remedy(REMEDIES)
    warnings.simplefilter("error", OptimizeWarning)
    x = np.array([1.0, 2.0, 3.0])
    y = np.array([2.1, 3.9, 8.2])

    if remedy == "absolute-sigma-known-noise":
        popt, pcov = curve_fit(model, x, y, sigma=np.full(x.size, SIGMA), absolute_sigma=True)
    elif remedy == "silence-the-warning":
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", OptimizeWarning)
            popt, pcov = curve_fit(model, x, y)
    else:
        popt, pcov = curve_fit(model, x, y)

    V = np.vander(x, 3)
    p_ref = np.linalg.solve(V, y)
    cov_ref = np.linalg.inv(V.T @ V) * SIGMA**2
    ok_p = np.allclose(popt, p_ref, rtol=1e-6, atol=1e-9)
    ok_c = bool(np.all(np.isfinite(pcov))) and np.allclose(pcov, cov_ref, rtol=1e-6, atol=1e-12)
    report(ok_p and ok_c, f"params {np.round(popt, 6).tolist()} (exact {np.round(p_ref, 6).tolist()}); "
                          f"standard errors {np.sqrt(np.diag(pcov)).round(5).tolist()} "
                          f"(exact {np.sqrt(np.diag(cov_ref)).round(5).tolist()})")


if __name__ == "__main__":
    main()
