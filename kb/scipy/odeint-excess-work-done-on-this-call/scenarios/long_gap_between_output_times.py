"""odeint asked for the state of a fast oscillator only at t = 0 and t = 20.

x'' = -w**2 x with w = 50 rad/s, x(0) = 1, x'(0) = 0, integrated to t = 20 s (about
160 periods) with only the two output times [0, 20]. LSODA needs thousands of internal
steps between them, more than the default mxstep = 500 allowed per output interval.

The program turns ODEintWarning into an error, as a test suite with
`filterwarnings = error` (or `python -W error::...`) does; without that, odeint returns
the partial result with only a warning.

Reference: the exact solution x(20) = cos(50 * 20). The integrated value must match
within 1e-4 (the accuracy LSODA's default tolerances give over 160 periods).

Usage: python long_gap_between_output_times.py [--remedy ID]
"""

import warnings

import numpy as np
from scipy.integrate import odeint, solve_ivp

from _common import ODEintWarning, parse_remedy, report

REMEDIES = ("raise-mxstep", "more-output-times", "solve-ivp", "ignore-the-warning")
W, T_END = 50.0, 20.0


def rhs(y, t):
    return [y[1], -W * W * y[0]]


def main():
    remedy = parse_remedy(REMEDIES)
    warnings.simplefilter("error", ODEintWarning)

    if remedy == "raise-mxstep":
        x_end = odeint(rhs, [1.0, 0.0], [0.0, T_END], mxstep=50000)[-1, 0]
    elif remedy == "more-output-times":
        t = np.linspace(0.0, T_END, 2001)
        x_end = odeint(rhs, [1.0, 0.0], t)[-1, 0]
    elif remedy == "solve-ivp":
        sol = solve_ivp(lambda t, y: rhs(y, t), (0.0, T_END), [1.0, 0.0], method="LSODA",
                        rtol=1.49012e-8, atol=1.49012e-8)
        if not sol.success:
            raise RuntimeError(sol.message)
        x_end = sol.y[0, -1]
    elif remedy == "ignore-the-warning":
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", ODEintWarning)
            x_end = odeint(rhs, [1.0, 0.0], [0.0, T_END])[-1, 0]
    else:
        x_end = odeint(rhs, [1.0, 0.0], [0.0, T_END])[-1, 0]

    exact = np.cos(W * T_END)
    err = abs(x_end - exact)
    report(err < 1e-4, f"x(20) = {x_end:.8f}, exact cos(1000) = {exact:.8f}, error {err:.2g} (limit 1e-4)")


if __name__ == "__main__":
    main()
