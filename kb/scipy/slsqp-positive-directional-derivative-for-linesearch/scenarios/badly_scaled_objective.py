"""SLSQP on an objective whose values are of order 1e10.

A cost in currency units (about 1e10) is minimized over two design variables in
[0, 1] with x0 + x1 <= 1. SLSQP's internal tolerances are absolute and its quadratic
subproblem is built from the raw numbers; with values this large the linearized
constraints are judged incompatible and it stops with exit mode 4 at the start point.
The program raises when res.success is False.

Reference: the analytic solution. The cost is proportional to (x0 - 2)**2 +
(x1 - 1)**2, whose minimum over the feasible set is the projection (1, 0); the
result must match to 1e-6.

Usage: python badly_scaled_objective.py [--remedy ID]
"""

import numpy as np
from scipy.optimize import minimize

from _common import parse_remedy, report

REMEDIES = ("rescale-the-objective", "raise-maxiter")
SCALE = 1e10


def cost(x):
    return SCALE * ((x[0] - 2) ** 2 + (x[1] - 1) ** 2)


def main():
    remedy = parse_remedy(REMEDIES)
    bounds = [(0, 1), (0, 1)]
    cons = [{"type": "ineq", "fun": lambda x: 1 - x[0] - x[1]}]
    x0 = [0.1, 0.1]

    if remedy == "rescale-the-objective":
        typical = abs(cost(x0))
        res = minimize(lambda x: cost(x) / typical, x0, method="SLSQP", bounds=bounds, constraints=cons)
    elif remedy == "raise-maxiter":
        res = minimize(cost, x0, method="SLSQP", bounds=bounds, constraints=cons, options={"maxiter": 10000})
    else:
        res = minimize(cost, x0, method="SLSQP", bounds=bounds, constraints=cons)
    if not res.success:
        raise RuntimeError(f"SLSQP failed: {res.message}")

    err = float(np.max(np.abs(res.x - [1.0, 0.0])))
    report(err < 1e-6, f"x = {np.round(res.x, 7).tolist()}, max |x - (1, 0)| = {err:.2g}")


if __name__ == "__main__":
    main()
