"""minimize(method="BFGS") on an objective with absolute values (not differentiable).

f(x) = sum(|x - 1|) + 0.1 * sum((x - 1)**2) in 4 variables: an L1 penalty plus a small
quadratic, minimized at x = 1 exactly. BFGS assumes a smooth function; near the kink
its finite-difference gradients and line search disagree and it ends with
success = False and the precision-loss message. The program raises when res.success
is False.

Reference: the analytic minimizer x = (1, 1, 1, 1); the result must be within 1e-6.

Usage: python nonsmooth_objective.py [--remedy ID]
"""

import numpy as np
from scipy.optimize import minimize

from _common import parse_remedy, report

REMEDIES = ("derivative-free-method", "relax-gtol")


def f(x):
    return np.sum(np.abs(x - 1)) + 0.1 * np.sum((x - 1) ** 2)


def main():
    remedy = parse_remedy(REMEDIES)
    x0 = np.array([-1.2, 1.0, 0.5, 2.0])

    if remedy == "derivative-free-method":
        res = minimize(f, x0, method="Powell", options={"xtol": 1e-10, "ftol": 1e-12})
    elif remedy == "relax-gtol":
        res = minimize(f, x0, method="BFGS", options={"gtol": 1e-1})
    else:
        res = minimize(f, x0, method="BFGS")
    if not res.success:
        raise RuntimeError(f"minimize failed: {res.message}")

    err = float(np.max(np.abs(res.x - 1)))
    report(err < 1e-6, f"x = {np.round(res.x, 8).tolist()}, max |x - 1| = {err:.3g}")


if __name__ == "__main__":
    main()
