"""odeint with a hand-written Jacobian (Dfun) returned in the wrong layout.

A stiff linear system y' = A y with A = [[-1e4, 1e4 - 1], [0, -1]], y(0) = [2, 1],
whose exact solution is y1 = exp(-t) + exp(-1e4 t), y2 = exp(-t). The Jacobian is
passed as Dfun to speed things up, but the function returns A transposed (rows and
columns swapped, the layout odeint expects only with col_deriv=True). LSODA's Newton
iterations then use the wrong matrix, its step size collapses and it exceeds mxstep.

The program turns ODEintWarning into an error, as a test suite with
`filterwarnings = error` does.

Reference: the exact solution at t = 0, 1, ..., 10; max |error| must stay below 1e-6
(odeint's default tolerances are 1.5e-8).

Usage: python transposed_jacobian.py [--remedy ID]
"""

import warnings

import numpy as np
from scipy.integrate import odeint

from _common import ODEintWarning, parse_remedy, report

REMEDIES = ("fix-jacobian-layout", "drop-dfun", "raise-mxstep")
K = 1e4
A = np.array([[-K, K - 1.0], [0.0, -1.0]])


def rhs(y, t):
    return A @ y


def jac_wrong(y, t):
    return A.T            # J[j][i] = d f_i / d y_j: the col_deriv=True layout


def jac_right(y, t):
    return A              # J[i][j] = d f_i / d y_j


def main():
    remedy = parse_remedy(REMEDIES)
    warnings.simplefilter("error", ODEintWarning)
    t = np.linspace(0.0, 10.0, 11)

    if remedy == "fix-jacobian-layout":
        y = odeint(rhs, [2.0, 1.0], t, Dfun=jac_right)
    elif remedy == "drop-dfun":
        y = odeint(rhs, [2.0, 1.0], t)
    elif remedy == "raise-mxstep":
        y = odeint(rhs, [2.0, 1.0], t, Dfun=jac_wrong, mxstep=100000)
    else:
        y = odeint(rhs, [2.0, 1.0], t, Dfun=jac_wrong)

    exact = np.column_stack([np.exp(-t) + np.exp(-K * t), np.exp(-t)])
    err = float(np.max(np.abs(y - exact)))
    report(err < 1e-6, f"max |y - exact| over t = 0..10: {err:.3g} (limit 1e-6)")


if __name__ == "__main__":
    main()
