"""Showing a channels-first (C, H, W) image, as PyTorch and many datasets store it.

A CIFAR-style image tensor converted to NumPy has shape (3, 32, 32). imshow wants
(H, W) or (H, W, 3/4): with 32 in the last place it is neither.

Reference: the (32, 32, 3) image built with explicit loops, ref[h, w, c] = chw[c, h, w];
the array imshow holds (get_array()) must equal it exactly.

Usage: python channels_first_array.py [--remedy ID]
"""

from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np

from _common import parse_remedy, report

REMEDIES = ("move-channels-last", "reshape-to-hwc")


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(11)
    chw = rng.random((3, 32, 32))  # floats in [0, 1)

    if remedy == "move-channels-last":
        img = chw.transpose(1, 2, 0)  # or np.moveaxis(chw, 0, -1); torch: t.permute(1, 2, 0).numpy()
    elif remedy == "reshape-to-hwc":
        img = chw.reshape(32, 32, 3)  # same shape, pixels scrambled
    else:
        img = chw
    fig, ax = plt.subplots()
    im = ax.imshow(img)
    fig.savefig(Path(__file__).resolve().parent / "sample.png")

    ref = np.empty((32, 32, 3))
    for c in range(3):
        for h in range(32):
            for w in range(32):
                ref[h, w, c] = chw[c, h, w]
    shown = np.asarray(im.get_array())
    ok = shown.shape == ref.shape and bool(np.array_equal(shown, ref))
    report(ok, f"shown shape {shown.shape}, pixels equal to the reference: {ok}")


if __name__ == "__main__":
    main()
