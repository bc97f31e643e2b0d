"""Showing a batch of one image, shape (1, H, W, 3).

A model or a data loader returns a batch; for one image the leading dimension is 1, and
imshow refuses a 4-D array.

Reference: the image itself, batch[0] taken element by element with a loop; the array
imshow holds must equal it exactly.

Usage: python batch_dimension.py [--remedy ID]
"""

from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np

from _common import parse_remedy, report

REMEDIES = ("index-the-image-out-of-the-batch",)


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(12)
    batch = rng.integers(0, 256, size=(1, 24, 40, 3), dtype=np.uint8)

    img = batch[0] if remedy == "index-the-image-out-of-the-batch" else batch
    fig, ax = plt.subplots()
    im = ax.imshow(img)
    fig.savefig(Path(__file__).resolve().parent / "sample.png")

    ref = np.empty((24, 40, 3), dtype=np.uint8)
    for h in range(24):
        for w in range(40):
            ref[h, w] = batch[0, h, w]
    shown = np.asarray(im.get_array())
    ok = shown.shape == ref.shape and bool(np.array_equal(shown, ref))
    report(ok, f"shown shape {shown.shape}, pixels equal to the reference: {ok}")


if __name__ == "__main__":
    main()
