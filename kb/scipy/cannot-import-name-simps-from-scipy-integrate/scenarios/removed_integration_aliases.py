"""Code written for SciPy <= 1.13 that integrates samples with simps, trapz and cumtrapz.

The program integrates sin(x) sampled at 101 points on [0, pi]: the total with
Simpson's rule and with the trapezoidal rule, and the running (cumulative) integral
with the trapezoidal rule, calling the functions positionally as old code does:
simps(y, x), trapz(y, x), cumtrapz(y, x, initial=0).

Reference: the exact integral 2 for Simpson's rule (error bound far below 1e-7 at this
spacing), and the trapezoidal sums written out by hand with NumPy for the other two
(agreement to 1e-12).

Usage: python removed_integration_aliases.py [--remedy ID]
"""

import numpy as np

from _common import parse_remedy, report

REMEDIES = ("use-new-names", "alias-new-names-to-old", "alias-and-keep-even")


def main():
    remedy = parse_remedy(REMEDIES)
    x = np.linspace(0, np.pi, 101)
    y = np.sin(x)

    if remedy == "use-new-names":
        from scipy.integrate import cumulative_trapezoid, simpson, trapezoid
        s = simpson(y, x=x)
        t = trapezoid(y, x=x)
        c = cumulative_trapezoid(y, x=x, initial=0)
    elif remedy == "alias-new-names-to-old":
        from scipy.integrate import cumulative_trapezoid as cumtrapz
        from scipy.integrate import simpson as simps
        from scipy.integrate import trapezoid as trapz
        s = simps(y, x)
        t = trapz(y, x)
        c = cumtrapz(y, x, initial=0)
    elif remedy == "alias-and-keep-even":
        from scipy.integrate import cumulative_trapezoid as cumtrapz
        from scipy.integrate import simpson as simps
        from scipy.integrate import trapezoid as trapz
        s = simps(y, x, even="avg")   # old code that also passed even=
        t = trapz(y, x)
        c = cumtrapz(y, x, initial=0)
    else:
        from scipy.integrate import cumtrapz, simps, trapz
        s = simps(y, x)
        t = trapz(y, x)
        c = cumtrapz(y, x, initial=0)

    dx = np.diff(x)
    t_ref = float(np.sum(dx * (y[1:] + y[:-1]) / 2))
    c_ref = np.concatenate([[0.0], np.cumsum(dx * (y[1:] + y[:-1]) / 2)])
    ok = abs(s - 2.0) < 1e-7 and abs(t - t_ref) < 1e-12 and np.allclose(c, c_ref, rtol=0, atol=1e-12)
    report(ok, f"simpson {s:.10f} (exact 2), trapezoid {t:.10f} (by hand {t_ref:.10f}), "
               f"cumulative end {c[-1]:.10f} (by hand {c_ref[-1]:.10f})")


if __name__ == "__main__":
    main()
