"""quad on an integral that does not exist.

The program normalizes a kernel k(x) = 1 / x**2 on (0, 1] by its total area, which
is infinite: the integrand behaves like 1/x**2 at 0. QUADPACK detects the divergence
and warns; the value it returns is not an area (scipy/scipy#15212: -1 for a positive
integrand).

The program turns IntegrationWarning into an error, as a test suite with
`filterwarnings = error` does.

Intended result: the program must conclude that the area is infinite (report inf)
rather than use a finite number. Reference: int_eps^1 x**-2 dx = 1/eps - 1 exactly,
which grows without bound as eps -> 0.

Usage: python divergent_integral.py [--remedy ID]
"""

import math
import warnings

from scipy.integrate import IntegrationWarning, quad

from _common import parse_remedy, report

REMEDIES = ("test-convergence-with-cutoffs", "ignore-the-warning")


def kernel(x):
    return 1.0 / x**2


def area_or_inf(f, a, b, eps_list=(1e-1, 1e-2, 1e-3, 1e-4)):
    """Integrate from a + eps for shrinking eps; if the values keep growing, call it divergent."""
    values = [quad(f, a + eps, b)[0] for eps in eps_list]
    ratios = [v2 / v1 for v1, v2 in zip(values, values[1:])]
    print("cut-off integrals:", [f"{v:.6g}" for v in values])
    if all(r > 5 for r in ratios):
        return math.inf
    return values[-1]


def main():
    remedy = parse_remedy(REMEDIES)
    warnings.simplefilter("error", IntegrationWarning)

    if remedy == "test-convergence-with-cutoffs":
        area = area_or_inf(kernel, 0.0, 1.0)
    elif remedy == "ignore-the-warning":
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", IntegrationWarning)
            area = quad(kernel, 0, 1)[0]
    else:
        area = quad(kernel, 0, 1)[0]

    exact_cut = [1 / eps - 1 for eps in (1e-1, 1e-2, 1e-3, 1e-4)]
    report(math.isinf(area), f"reported area {area!r}; exact cut-off areas {exact_cut} grow without bound")


if __name__ == "__main__":
    main()
