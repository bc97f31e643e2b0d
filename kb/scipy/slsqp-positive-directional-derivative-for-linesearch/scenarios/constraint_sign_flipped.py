"""SLSQP with an inequality constraint written in the g(x) <= 0 convention.

Minimize (x0 - 0.2)**2 + (x1 - 0.1)**2 with 0 <= x0, x1 <= 0.4 and x0 + x1 <= 1. The
constraint is passed as {"type": "ineq", "fun": lambda x: x[0] + x[1] - 1}, the way
textbooks and MATLAB's fmincon write g(x) <= 0. SciPy's "ineq" means fun(x) >= 0, so
this asks for x0 + x1 >= 1, which the bounds make impossible; SLSQP stops with
exit mode 8. The program raises when res.success is False, as careful code does.

Reference: the analytic solution. The unconstrained minimizer (0.2, 0.1) lies inside
the box and satisfies x0 + x1 <= 1, so it is the optimum; the result must match to
1e-6.

Usage: python constraint_sign_flipped.py [--remedy ID]
"""

import numpy as np
from scipy.optimize import minimize

from _common import parse_remedy, report

REMEDIES = ("write-fun-ge-zero", "ignore-the-status")


def objective(x):
    return (x[0] - 0.2) ** 2 + (x[1] - 0.1) ** 2


def main():
    remedy = parse_remedy(REMEDIES)
    bounds = [(0, 0.4), (0, 0.4)]
    if remedy == "write-fun-ge-zero":
        cons = [{"type": "ineq", "fun": lambda x: 1 - x[0] - x[1]}]      # 1 - (x0 + x1) >= 0
    else:
        cons = [{"type": "ineq", "fun": lambda x: x[0] + x[1] - 1}]      # meant: x0 + x1 <= 1
    res = minimize(objective, [0.1, 0.1], method="SLSQP", bounds=bounds, constraints=cons)
    if not res.success and remedy != "ignore-the-status":
        raise RuntimeError(f"SLSQP failed: {res.message}")

    err = float(np.max(np.abs(res.x - [0.2, 0.1])))
    report(err < 1e-6, f"x = {np.round(res.x, 6).tolist()}, status {res.status} ({res.message}), "
                       f"max |x - (0.2, 0.1)| = {err:.2g}")


if __name__ == "__main__":
    main()
