"""fsolve on a cubic from a start where the Newton-type iteration cycles.

x**3 - 2 x + 2 = 0 has one real root, near -1.769. From x0 = 0 (or 1) Newton's method
bounces between 0 and 1 forever; fsolve's hybrid method stalls, warns and returns a
point that is not a root.

The program turns RuntimeWarning into an error, as a test suite with
`filterwarnings = error` does.

Reference: the real root from Cardano's formula, computed in closed form; the result
must match to 1e-10.

Usage: python newton_cycle_start.py [--remedy ID]
"""

import math
import warnings

import numpy as np
from scipy.optimize import brentq, fsolve

from _common import parse_remedy, report

REMEDIES = ("bracket-the-root", "better-starting-point", "raise-maxfev")


def f(x):
    return x**3 - 2 * x + 2


def cardano_real_root(p, q):
    """Real root of t**3 + p t + q = 0 with one real root (discriminant > 0)."""
    d = math.sqrt((q / 2) ** 2 + (p / 3) ** 3)
    return math.copysign(abs(-q / 2 + d) ** (1 / 3), -q / 2 + d) + math.copysign(abs(-q / 2 - d) ** (1 / 3), -q / 2 - d)


def main():
    remedy = parse_remedy(REMEDIES)
    warnings.simplefilter("error", RuntimeWarning)

    if remedy == "bracket-the-root":
        root = brentq(f, -3.0, 0.0, xtol=1e-14)       # f(-3) < 0 < f(0)
    elif remedy == "better-starting-point":
        xs = np.linspace(-5, 5, 101)                 # coarse scan of the residual
        x0 = xs[np.argmin(np.abs(f(xs)))]
        root = float(fsolve(f, x0)[0])
    elif remedy == "raise-maxfev":
        root = float(fsolve(f, 0.0, maxfev=10000)[0])
    else:
        root = float(fsolve(f, 0.0)[0])

    exact = cardano_real_root(-2.0, 2.0)
    err = abs(root - exact)
    report(err < 1e-10, f"root {root!r}, Cardano {exact!r}, |difference| {err:.2g}, f(root) = {f(root):.2g}")


if __name__ == "__main__":
    main()
