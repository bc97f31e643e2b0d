"""quad over a very wide interval where the integral is small (scipy/scipy#5428).

int_{1e2}^{1e7} x**-3 dx = (1e2**-2 - 1e7**-2) / 2, about 5e-5. Almost all of the
area sits near the left end of an interval seven decades wide; the default absolute
tolerance epsabs = 1.49e-8 is loose compared with the value, QUADPACK's extrapolation
misjudges the tail and it reports probable divergence.

The program turns IntegrationWarning into an error, as a test suite with
`filterwarnings = error` does.

Reference: the closed form above; the result must match to 1e-8 relative.

Usage: python wide_interval_small_value.py [--remedy ID]
"""

import warnings

import numpy as np
from scipy.integrate import IntegrationWarning, quad

from _common import parse_remedy, report

REMEDIES = ("relative-tolerance-only", "split-at-points", "raise-limit")
A, B = 1e2, 1e7


def f(x):
    return 1.0 / x**3


def main():
    remedy = parse_remedy(REMEDIES)
    warnings.simplefilter("error", IntegrationWarning)

    if remedy == "relative-tolerance-only":
        val = quad(f, A, B, epsabs=0)[0]
    elif remedy == "split-at-points":
        val = quad(f, A, B, points=[1e3, 1e4, 1e5, 1e6])[0]
    elif remedy == "raise-limit":
        val = quad(f, A, B, limit=500)[0]
    else:
        val = quad(f, A, B)[0]

    exact = (A**-2 - B**-2) / 2
    rel = abs(val - exact) / exact
    report(rel < 1e-8, f"integral {val!r}, exact {exact!r}, relative error {rel:.2g}")


if __name__ == "__main__":
    main()
