"""minimize(method="BFGS") with a hand-written gradient that has a sign error.

Objective: f(x) = 0.5 x^T A x - b^T x + sum(log(cosh(x))), strictly convex (A is
positive definite), in 6 variables. The gradient passed as jac has the tanh term with
the wrong sign, so the line search is told the function decreases where it does not;
BFGS ends with success = False and the precision-loss message. The program does what
careful code does with an OptimizeResult: it raises when res.success is False.

Reference, independent of scipy.optimize: the unique minimizer solves
A x - b + tanh(x) = 0; Newton's method with the exact Jacobian A + diag(1 - tanh(x)**2),
run to machine precision, gives it. The result must be within 1e-5.

Usage: python wrong_gradient.py [--remedy ID]
"""

import numpy as np
from scipy.optimize import check_grad, minimize

from _common import parse_remedy, report

REMEDIES = ("fix-the-gradient", "drop-jac", "raise-maxiter", "switch-to-lbfgsb")

rng = np.random.default_rng(0)
M = rng.normal(size=(6, 6))
A = M @ M.T + 6 * np.eye(6)
b = rng.normal(size=6)


def f(x):
    return 0.5 * x @ A @ x - b @ x + np.sum(np.log(np.cosh(x)))


def grad_buggy(x):
    return A @ x - b - np.tanh(x)          # sign error in the last term


def grad_fixed(x):
    return A @ x - b + np.tanh(x)


def newton_reference():
    x = np.zeros(6)
    for _ in range(50):
        g = A @ x - b + np.tanh(x)
        H = A + np.diag(1 - np.tanh(x) ** 2)
        x = x - np.linalg.solve(H, g)
    return x


def main():
    remedy = parse_remedy(REMEDIES)
    x0 = np.full(6, 3.0)

    if remedy == "fix-the-gradient":
        print(f"check_grad: buggy {check_grad(f, grad_buggy, x0):.3g}, fixed {check_grad(f, grad_fixed, x0):.3g}")
        res = minimize(f, x0, jac=grad_fixed, method="BFGS")
    elif remedy == "drop-jac":
        res = minimize(f, x0, method="BFGS")
    elif remedy == "raise-maxiter":
        res = minimize(f, x0, jac=grad_buggy, method="BFGS", options={"maxiter": 100000})
    elif remedy == "switch-to-lbfgsb":
        res = minimize(f, x0, jac=grad_buggy, method="L-BFGS-B")
    else:
        res = minimize(f, x0, jac=grad_buggy, method="BFGS")
    if not res.success:
        raise RuntimeError(f"minimize failed: {res.message}")

    ref = newton_reference()
    err = float(np.max(np.abs(res.x - ref)))
    report(err < 1e-5, f"max |x - Newton reference| = {err:.3g} after {res.nit} iterations")


if __name__ == "__main__":
    main()
