"""A grid of panels whose size comes from the data, indexed as an array.

The number of panels is len(series); the code calls plt.subplots(1, n) and draws into
axs[i]. With one series, plt.subplots returns a single Axes instead of an array, and
axs[0] raises TypeError: 'Axes' object is not subscriptable ('AxesSubplot' in older
matplotlib).

Reference: one panel per series, each holding exactly that series.

Usage: python single_panel_indexed.py [--remedy ID]
"""

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np

from _common import check_panels, parse_remedy, report

REMEDIES = ("squeeze-false", "atleast-1d-ravel", "wrap-in-np-array")


def main():
    remedy = parse_remedy(REMEDIES)
    series = [[1.0, 3.0, 2.0, 4.0]]  # this run has a single series
    n = len(series)
    if remedy == "squeeze-false":
        fig, axs = plt.subplots(1, n, squeeze=False)
        axs = axs[0]
    elif remedy == "atleast-1d-ravel":
        fig, axs = plt.subplots(1, n)
        axs = np.atleast_1d(axs).ravel()
    elif remedy == "wrap-in-np-array":
        fig, axs = plt.subplots(1, n)
        axs = np.array(axs)
    else:
        fig, axs = plt.subplots(1, n)
    for i, s in enumerate(series):
        axs[i].plot(s)
    ok, detail = check_panels(fig, series)
    report(ok, detail)


if __name__ == "__main__":
    main()
