"""Fitting a Gaussian peak on a baseline with curve_fit and no initial guess.

A spectrum on x in [0, 1] holds one peak (height 20 at x = 0.6, width 0.1) on a
baseline of 19, with a little noise. curve_fit starts every parameter at 1, which
puts the model's peak at x = 1 with width 1 on top of a baseline of 1; from there the
Levenberg-Marquardt solver runs out of its 1000 evaluations.

Reference, computed without curve_fit: for fixed centre mu and width s the model is
linear in height A and baseline c, so a fine grid over (mu, s) with an exact linear
least-squares solve for (A, c) at each point gives the global least-squares optimum.
A fit passes when its sum of squared residuals is no larger than the grid optimum's
(plus 1e-9 relative) and its parameters are within 1% of the grid optimum.

Usage: python peak_default_p0.py [--remedy ID]
"""

import numpy as np
from scipy.optimize import curve_fit

from _common import parse_remedy, report

REMEDIES = ("p0-from-data", "method-trf-or-bounds", "raise-maxfev", "method-dogbox")


def model(x, A, mu, s, c):
    return A * np.exp(-((x - mu) ** 2) / (2 * s**2)) + c


def sse(p, x, y):
    return float(np.sum((model(x, *p) - y) ** 2))


def grid_reference(x, y):
    best = None
    for mu in np.linspace(0.4, 0.8, 401):
        for s in np.linspace(0.05, 0.2, 301):
            g = np.exp(-((x - mu) ** 2) / (2 * s**2))
            M = np.column_stack([g, np.ones_like(x)])
            (A, c), *_ = np.linalg.lstsq(M, y, rcond=None)
            r = float(np.sum((M @ [A, c] - y) ** 2))
            if best is None or r < best[0]:
                best = (r, np.array([A, mu, s, c]))
    return best


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(0)
    x = np.linspace(0, 1, 100)
    y = model(x, 20, 0.6, 0.1, 19) + rng.normal(0, 0.2, x.size)

    if remedy == "p0-from-data":
        base = np.median(y)
        p0 = [y.max() - base, x[np.argmax(y)], (x[-1] - x[0]) / 10, base]
        popt, _ = curve_fit(model, x, y, p0=p0)
    elif remedy == "method-trf-or-bounds":
        popt, _ = curve_fit(model, x, y, method="trf")
    elif remedy == "method-dogbox":
        popt, _ = curve_fit(model, x, y, method="dogbox")
    elif remedy == "raise-maxfev":
        popt, _ = curve_fit(model, x, y, maxfev=100000)
    else:
        popt, _ = curve_fit(model, x, y)

    popt = np.array(popt)
    popt[2] = abs(popt[2])  # the width enters squared; its sign is irrelevant
    r_ref, p_ref = grid_reference(x, y)
    r_fit = sse(popt, x, y)
    rel = np.max(np.abs(popt - p_ref) / np.abs(p_ref))
    ok = r_fit <= r_ref * (1 + 1e-9) and rel < 0.01
    report(ok, f"fit {np.round(popt, 4).tolist()} SSE {r_fit:.4g}; grid optimum {np.round(p_ref, 4).tolist()} "
               f"SSE {r_ref:.4g}; max relative parameter difference {rel:.3g}")


if __name__ == "__main__":
    main()
