"""Plotting a difference (np.diff) against the original x values.

Speed from positions sampled once per second: np.diff(pos) has one value fewer than t,
so plt.plot(t, np.diff(pos)) fails. Each difference belongs to an interval, between
t[i] and t[i+1].

Reference: one line whose points are (t[i+1], pos[i+1] - pos[i]) for i in 0..n-2,
built with a Python loop; the figure is saved to a PNG with the Agg backend.

Usage: python derived_array_one_shorter.py [--remedy ID]
"""

from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np

from _common import parse_remedy, plotted_points, report

REMEDIES = ("align-lengths-explicitly", "pad-the-shorter-array")


def main():
    remedy = parse_remedy(REMEDIES)
    t = np.arange(0.0, 10.0)  # seconds
    pos = np.array([0.0, 1.0, 3.0, 6.0, 10.0, 15.0, 21.0, 28.0, 36.0, 45.0])  # metres
    speed = np.diff(pos)

    fig, ax = plt.subplots()
    if remedy == "align-lengths-explicitly":
        ax.plot(t[1:], speed)  # each difference at the end of its interval
    elif remedy == "pad-the-shorter-array":
        ax.plot(t, np.append(speed, 0.0))
    else:
        ax.plot(t, speed)
    fig.savefig(Path(__file__).resolve().parent / "speed.png")

    want = [[(float(t[i + 1]), float(pos[i + 1] - pos[i])) for i in range(len(t) - 1)]]
    got = plotted_points(ax)
    report(got == want, f"{len(got[0]) if got else 0} points plotted, expected {len(want[0])}; "
                        f"last point {got[0][-1] if got and got[0] else None}, expected {want[0][-1]}")


if __name__ == "__main__":
    main()
