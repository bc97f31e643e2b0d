"""quad on an oscillatory integrand over [0, inf).

Two Fourier-type integrals with known closed forms:
  I1 = int_0^inf cos(10 x) / (1 + x**2) dx = (pi / 2) * exp(-10)
  I2 = int_0^inf sin(x) / x dx            = pi / 2
quad maps the infinite range onto (0, 1], where the oscillations pile up without end;
QUADPACK's extrapolation gives up with IntegrationWarning.

The program turns IntegrationWarning into an error, as a test suite with
`filterwarnings = error` does; otherwise quad returns its last estimate with only a
warning.

Reference: the closed forms above; both values must match to 1e-6 relative.

Usage: python oscillatory_infinite_range.py [--remedy ID]
"""

import warnings

import numpy as np
from scipy.integrate import IntegrationWarning, quad

from _common import parse_remedy, report

REMEDIES = ("fourier-weight", "raise-limit", "truncate-upper-limit", "ignore-the-warning")


def f1(x):
    return np.cos(10 * x) / (1 + x**2)


def f2(x):
    return np.sin(x) / x if x != 0 else 1.0


def main():
    remedy = parse_remedy(REMEDIES)
    warnings.simplefilter("error", IntegrationWarning)

    if remedy == "fourier-weight":
        # QAWF: the cos / sin factor becomes a weight; quad integrates the smooth rest
        i1 = quad(lambda x: 1 / (1 + x**2), 0, np.inf, weight="cos", wvar=10, epsabs=1e-13)[0]
        i2 = quad(f2, 0, 1)[0] + quad(lambda x: 1 / x, 1, np.inf, weight="sin", wvar=1)[0]
    elif remedy == "raise-limit":
        i1 = quad(f1, 0, np.inf, limit=1000)[0]
        i2 = quad(f2, 0, np.inf, limit=1000)[0]
    elif remedy == "truncate-upper-limit":
        i1 = quad(f1, 0, 200, limit=2000)[0]
        i2 = quad(f2, 0, 200, limit=2000)[0]
    elif remedy == "ignore-the-warning":
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", IntegrationWarning)
            i1 = quad(f1, 0, np.inf)[0]
            i2 = quad(f2, 0, np.inf)[0]
    else:
        i1 = quad(f1, 0, np.inf)[0]
        i2 = quad(f2, 0, np.inf)[0]

    e1, e2 = np.pi / 2 * np.exp(-10), np.pi / 2
    r1, r2 = abs(i1 - e1) / e1, abs(i2 - e2) / e2
    report(r1 < 1e-6 and r2 < 1e-6, f"I1 = {i1:.10g} (exact {e1:.10g}, rel. error {r1:.2g}); "
                                    f"I2 = {i2:.10g} (exact {e2:.10g}, rel. error {r2:.2g})")


if __name__ == "__main__":
    main()
