"""SLSQP asked to satisfy constraints that no point satisfies.

Allocate two budget shares x0, x1 in [0, 1] with x0 + x1 >= 3 (a requirement copied
with the wrong units: it should have been 0.3). No point satisfies it; SLSQP ends
with exit mode 8 at the closest box corner. The program raises when res.success is
False.

Intended result: the program must report that the constraints are infeasible.
Reference: max(x0 + x1) over the box is 2 < 3, so no feasible point exists; the check
passes when the program's answer is "infeasible".

Usage: python infeasible_constraints.py [--remedy ID]
"""

import numpy as np
from scipy.optimize import linprog, minimize

from _common import parse_remedy, report

REMEDIES = ("check-feasibility-first", "ignore-the-status")


def objective(x):
    return (x[0] - 0.8) ** 2 + (x[1] - 0.1) ** 2


def main():
    remedy = parse_remedy(REMEDIES)
    bounds = [(0, 1), (0, 1)]
    cons = [{"type": "ineq", "fun": lambda x: x[0] + x[1] - 3}]

    if remedy == "check-feasibility-first":
        # linear constraints: ask linprog for any feasible point (A_ub x <= b_ub form: -(x0 + x1) <= -3)
        lp = linprog(c=[0, 0], A_ub=[[-1, -1]], b_ub=[-3], bounds=bounds)
        answer = "infeasible" if lp.status == 2 else minimize(objective, [0.5, 0.5], method="SLSQP",
                                                               bounds=bounds, constraints=cons).x
        print(f"linprog status {lp.status}: {lp.message}")
    else:
        res = minimize(objective, [0.5, 0.5], method="SLSQP", bounds=bounds, constraints=cons)
        if not res.success and remedy != "ignore-the-status":
            raise RuntimeError(f"SLSQP failed: {res.message}")
        answer = res.x

    feasible = 1 + 1 >= 3
    ok = (isinstance(answer, str) and answer == "infeasible") and not feasible
    report(ok, f"program answer: {answer if isinstance(answer, str) else np.round(answer, 6).tolist()}; "
               f"a feasible point exists: {feasible}")


if __name__ == "__main__":
    main()
