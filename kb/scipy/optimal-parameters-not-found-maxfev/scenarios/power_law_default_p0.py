"""Fitting a decaying power law y = a * x**b + c with curve_fit and no initial guess.

The data decay like 5 * x**-1.2 + 2 on x in [1, 100]. curve_fit starts at
a = b = c = 1, a power law that grows like x; the solver exhausts its 800
evaluations without reaching the decaying solution.

Reference, computed without curve_fit: for fixed exponent b the model is linear in a
and c, so a fine grid over b with an exact linear least-squares solve for (a, c) gives
the global least-squares optimum. A fit passes when its sum of squared residuals is
no larger than the grid optimum's (plus 1e-9 relative) and its parameters are within
1% of the grid optimum.

Usage: python power_law_default_p0.py [--remedy ID]
"""

import numpy as np
from scipy.optimize import curve_fit

from _common import parse_remedy, report

REMEDIES = ("p0-from-data", "method-trf-or-bounds", "raise-maxfev")


def model(x, a, b, c):
    return a * x**b + c


def sse(p, x, y):
    return float(np.sum((model(x, *p) - y) ** 2))


def grid_reference(x, y):
    best = None
    for b in np.linspace(-3, 0, 30001):
        M = np.column_stack([x**b, np.ones_like(x)])
        (a, c), *_ = np.linalg.lstsq(M, y, rcond=None)
        r = float(np.sum((M @ [a, c] - y) ** 2))
        if best is None or r < best[0]:
            best = (r, np.array([a, b, c]))
    return best


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(0)
    x = np.linspace(1, 100, 50)
    y = model(x, 5, -1.2, 2) + rng.normal(0, 0.01, x.size)

    if remedy == "p0-from-data":
        c0 = y[-1]                                  # the tail approaches the offset
        b0, loga0 = np.polyfit(np.log(x[:10]), np.log(np.abs(y[:10] - c0)), 1)
        popt, _ = curve_fit(model, x, y, p0=[np.exp(loga0), b0, c0])
    elif remedy == "method-trf-or-bounds":
        popt, _ = curve_fit(model, x, y, bounds=([-np.inf, -np.inf, -np.inf], [np.inf, 0, np.inf]))
    elif remedy == "raise-maxfev":
        popt, _ = curve_fit(model, x, y, maxfev=100000)
    else:
        popt, _ = curve_fit(model, x, y)

    popt = np.array(popt)
    r_ref, p_ref = grid_reference(x, y)
    r_fit = sse(popt, x, y)
    rel = np.max(np.abs(popt - p_ref) / np.abs(p_ref))
    ok = r_fit <= r_ref * (1 + 1e-9) and rel < 0.01
    report(ok, f"fit {np.round(popt, 4).tolist()} SSE {r_fit:.4g}; grid optimum {np.round(p_ref, 4).tolist()} "
               f"SSE {r_ref:.4g}; max relative parameter difference {rel:.3g}")


if __name__ == "__main__":
    main()
