"""Showing one row of an MNIST-style table: a flattened image of shape (784,).

Image datasets stored as tables (CSV, sklearn's fetch_openml) keep each 28x28 image as
784 pixel columns. One row is 1-D, and imshow needs at least 2 dimensions.

Reference: the 28x28 image rebuilt with a loop, ref[i, j] = row[28 * i + j]; the array
imshow holds must equal it exactly.

Usage: python flattened_image_row.py [--remedy ID]
"""

from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np

from _common import parse_remedy, report

REMEDIES = ("reshape-flat-row-to-2d",)


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(13)
    table = rng.integers(0, 256, size=(5, 784)).astype(np.float64)
    row = table[2]

    img = row.reshape(28, 28) if remedy == "reshape-flat-row-to-2d" else row
    fig, ax = plt.subplots()
    im = ax.imshow(img, cmap="gray")
    fig.savefig(Path(__file__).resolve().parent / "digit.png")

    ref = np.empty((28, 28))
    for i in range(28):
        for j in range(28):
            ref[i, j] = row[28 * i + j]
    shown = np.asarray(im.get_array())
    ok = shown.shape == ref.shape and bool(np.array_equal(shown, ref))
    report(ok, f"shown shape {shown.shape}, pixels equal to the reference: {ok}")


if __name__ == "__main__":
    main()
