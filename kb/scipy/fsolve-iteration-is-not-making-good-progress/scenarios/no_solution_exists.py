"""fsolve on a system that has no solution.

Where does the line x - y + 3 = 0 meet the unit circle x**2 + y**2 = 1? Nowhere: the
line's distance from the origin is 3 / sqrt(2) > 1. fsolve minimizes the residual,
stalls at the closest it can get, warns, and returns that point as if it were a root.

The program turns RuntimeWarning into an error, as a test suite with
`filterwarnings = error` does.

Intended result: the program must report that there is no intersection. Reference:
the analytic distance test (3 / sqrt(2) > 1 means no intersection); the check passes
when the program's answer is "no solution".

Usage: python no_solution_exists.py [--remedy ID]
"""

import math
import warnings

import numpy as np
from scipy.optimize import fsolve

from _common import parse_remedy, report

REMEDIES = ("check-the-residual", "ignore-the-warning")


def equations(v):
    x, y = v
    return [x**2 + y**2 - 1, x - y + 3]


def main():
    remedy = parse_remedy(REMEDIES)
    warnings.simplefilter("error", RuntimeWarning)

    if remedy == "check-the-residual":
        sol, info, ier, msg = fsolve(equations, [0.0, 0.0], full_output=True)
        residual = float(np.max(np.abs(info["fvec"])))
        answer = sol if ier == 1 and residual < 1e-9 else None
        print(f"ier = {ier}, max |residual| = {residual:.3g}: {msg.splitlines()[0]}")
    elif remedy == "ignore-the-warning":
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            answer = fsolve(equations, [0.0, 0.0])
    else:
        answer = fsolve(equations, [0.0, 0.0])

    exists = 3 / math.sqrt(2) <= 1
    ok = (answer is None) == (not exists)
    report(ok, f"program answer: {'no solution' if answer is None else np.round(answer, 6).tolist()}; "
               f"analytically an intersection exists: {exists}")


if __name__ == "__main__":
    main()
