"""A one-row grid indexed with two subscripts, axs[0][j].

plt.subplots(1, 3) returns a 1-D array of three Axes (the row dimension is squeezed
away), so axs[0] is already an Axes and axs[0][j] raises TypeError: 'Axes' object is not
subscriptable. (axs[0, j] raises IndexError: too many indices instead.)

Reference: one panel per series, each holding exactly that series, in row order.

Usage: python one_row_indexed_2d.py [--remedy ID]
"""

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

from _common import check_panels, parse_remedy, report

REMEDIES = ("squeeze-false",)


def main():
    remedy = parse_remedy(REMEDIES)
    series = [[1.0, 2.0, 3.0], [3.0, 1.0, 2.0], [2.0, 2.0, 5.0]]
    nrows, ncols = 1, 3
    if remedy == "squeeze-false":
        fig, axs = plt.subplots(nrows, ncols, squeeze=False)
    else:
        fig, axs = plt.subplots(nrows, ncols)
    for k, s in enumerate(series):
        r, c = divmod(k, ncols)
        axs[r][c].plot(s)
    ok, detail = check_panels(fig, series)
    report(ok, detail)


if __name__ == "__main__":
    main()
