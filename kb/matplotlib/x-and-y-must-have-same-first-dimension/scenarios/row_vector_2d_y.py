"""Plotting a (1, N) array, such as a model's output for a batch of one.

predict() returns shape (1, 50) for one series. matplotlib treats a 2-D y as one line per
column, so its first dimension (1) is compared with len(x) (50).

Reference: one line with the 50 points (x[i], y[0, i]), built with a Python loop.

Usage: python row_vector_2d_y.py [--remedy ID]
"""

from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np

from _common import parse_remedy, plotted_points, report

REMEDIES = ("flatten-to-1d", "plot-y-without-x")


def predict(x):
    """A stand-in for model.predict on a batch of one series: shape (1, len(x))."""
    return np.sin(x)[np.newaxis, :]


def main():
    remedy = parse_remedy(REMEDIES)
    x = np.linspace(0.0, 2 * np.pi, 50)
    y = predict(x)

    fig, ax = plt.subplots()
    if remedy == "flatten-to-1d":
        ax.plot(x, y.ravel())
    elif remedy == "plot-y-without-x":
        ax.plot(y)  # 50 columns of one point each: 50 invisible "lines"
    else:
        ax.plot(x, y)
    fig.savefig(Path(__file__).resolve().parent / "prediction.png")

    want = [[(float(x[i]), float(y[0, i])) for i in range(len(x))]]
    got = plotted_points(ax)
    report(got == want, f"{len(got)} line(s) with {[len(g) for g in got][:3]} points, expected 1 line of {len(want[0])}")


if __name__ == "__main__":
    main()
