"""scipy.linalg.solve on a system that only fixes differences (a floating potential).

Node voltages of a resistor network: a chain of 6 nodes joined by 1-ohm resistors,
1 A injected at node 0 and taken out at node 5. Kirchhoff's current law gives
L v = i with L the graph Laplacian. Every row of L sums to zero, so L is singular:
adding a constant to all voltages changes nothing, and solve refuses the system.

Reference: Ohm's law by hand. 1 A flows through each resistor of the chain, so every
voltage drop v[k] - v[k+1] is exactly 1 V; the drops must match to 1e-9.

Usage: python floating_potential.py [--remedy ID]
"""

import numpy as np
from scipy.linalg import lstsq, solve

from _common import parse_remedy, report

REMEDIES = ("ground-one-node", "lstsq-min-norm")
N = 6


def main():
    remedy = parse_remedy(REMEDIES)
    L = np.zeros((N, N))
    for k in range(N - 1):
        L[k, k] += 1; L[k + 1, k + 1] += 1; L[k, k + 1] -= 1; L[k + 1, k] -= 1
    i = np.zeros(N); i[0], i[-1] = 1.0, -1.0

    if remedy == "ground-one-node":
        v = np.zeros(N)
        v[1:] = solve(L[1:, 1:], i[1:])           # node 0 is the reference, v[0] = 0
        v -= v[0]
    elif remedy == "lstsq-min-norm":
        v = lstsq(L, i)[0]                        # minimum-norm solution: mean voltage 0
    else:
        v = solve(L, i)

    drops = -np.diff(v)
    err = float(np.max(np.abs(drops - 1.0)))
    report(err < 1e-9, f"voltage drops {np.round(drops, 10).tolist()}, max |drop - 1 V| = {err:.2g}")


if __name__ == "__main__":
    main()
