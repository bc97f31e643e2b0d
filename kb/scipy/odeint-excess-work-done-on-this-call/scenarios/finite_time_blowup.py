"""odeint integrating past a finite-time singularity.

y' = y**2 with y(0) = 1 has the solution y = 1 / (1 - t), which blows up at t = 1.
The program asks for y at t = 0, 0.5, 0.9, 1.5 and 2.0, as a parameter sweep that
does not know in advance where the solution ends. LSODA shrinks its steps as y grows
and exceeds mxstep before t = 1.

The program turns ODEintWarning into an error, as a test suite with
`filterwarnings = error` does; without that, odeint returns meaningless numbers for
the times past the singularity with only a warning.

Intended result: the values up to the blow-up and the blow-up time. Reference: the
exact y = 1 / (1 - t) at t = 0.5 and 0.9 (relative error below 1e-6) and the exact
blow-up time 1 (the detected time must be within 1e-4 of it).

Usage: python finite_time_blowup.py [--remedy ID]
"""

import warnings

import numpy as np
from scipy.integrate import odeint, solve_ivp

from _common import ODEintWarning, parse_remedy, report

REMEDIES = ("solve-ivp-with-event", "raise-mxstep", "ignore-the-warning")
T_OUT = [0.0, 0.5, 0.9, 1.5, 2.0]


def main():
    remedy = parse_remedy(REMEDIES)
    warnings.simplefilter("error", ODEintWarning)

    if remedy == "solve-ivp-with-event":
        def too_big(t, y):
            return y[0] - 1e8
        too_big.terminal = True
        sol = solve_ivp(lambda t, y: y**2, (0.0, 2.0), [1.0], t_eval=[t for t in T_OUT if t <= 2.0],
                        events=too_big, rtol=1e-10, atol=1e-12)
        values = dict(zip(sol.t.tolist(), sol.y[0].tolist()))
        t_blow = float(sol.t_events[0][0]) if len(sol.t_events[0]) else float("inf")
    elif remedy == "raise-mxstep":
        y = odeint(lambda y, t: y**2, 1.0, T_OUT, mxstep=10**6).ravel()
        values = dict(zip(T_OUT, y.tolist()))
        t_blow = float("inf")
    elif remedy == "ignore-the-warning":
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", ODEintWarning)
            y = odeint(lambda y, t: y**2, 1.0, T_OUT).ravel()
        print("values returned:", y.tolist())
        values = dict(zip(T_OUT, y.tolist()))
        t_blow = float("inf")
    else:
        y = odeint(lambda y, t: y**2, 1.0, T_OUT).ravel()
        values = dict(zip(T_OUT, y.tolist()))
        t_blow = float("inf")

    rel = max(abs(values.get(t, np.nan) - 1 / (1 - t)) * (1 - t) for t in (0.5, 0.9))
    ok = bool(rel < 1e-6 and abs(t_blow - 1.0) < 1e-4)
    report(ok, f"relative error at t = 0.5, 0.9: {rel:.3g}; blow-up detected at t = {t_blow:.6g} (exact 1)")


if __name__ == "__main__":
    main()
