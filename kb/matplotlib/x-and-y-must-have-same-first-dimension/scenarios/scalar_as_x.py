"""Passing a count (a number) where the x values should be.

A random-walk script plots the final displacement of each particle against `steps`, an
int; matplotlib turns 20 into an array of shape (1,) and compares it with the 10 particles.

Reference: one line of points (i, displacement[i]) for each particle index i, built with
a Python loop.

Usage: python scalar_as_x.py [--remedy ID]
"""

from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np

from _common import parse_remedy, plotted_points, report

REMEDIES = ("build-x-from-len-y",)


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(10)
    particles, steps = 10, 20
    displacement = rng.choice([-1, 1], size=(steps, particles)).sum(axis=0).astype(float)

    fig, ax = plt.subplots()
    if remedy == "build-x-from-len-y":
        ax.plot(np.arange(len(displacement)), displacement, "o")
    else:
        ax.plot(steps, displacement, "o")
    fig.savefig(Path(__file__).resolve().parent / "walk.png")

    want = [[(float(i), float(displacement[i])) for i in range(particles)]]
    report(plotted_points(ax) == want, f"plotted {plotted_points(ax)[0][:3]}..., expected {want[0][:3]}...")


if __name__ == "__main__":
    main()
