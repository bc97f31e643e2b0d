"""A label placed at a data coordinate far outside the axes, saved with bbox_inches="tight".

The script writes a note at (x_max * 1e5, ...) by mistake: the x value was meant as a
fraction of the axes width. savefig(bbox_inches="tight") grows the saved area to include
every artist, so the image would be hundreds of millions of pixels wide.

Reference: the saved PNG must be no larger than the figure (4 x 3 inches at 100 dpi,
plus the tight-layout padding) and the note's bounding box must lie inside the figure.

Usage: python text_at_far_data_coordinate.py [--remedy ID]
"""

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.image as mpimg  # noqa: E402
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

from _common import parse_remedy, report  # noqa: E402

REMEDIES = ("place-text-in-axes-coordinates", "lower-the-dpi")


def main():
    remedy = parse_remedy(REMEDIES)
    x = np.linspace(0, 10, 50)
    fig, ax = plt.subplots(figsize=(4, 3), dpi=100)
    ax.plot(x, np.sin(x))
    if remedy == "place-text-in-axes-coordinates":
        note = ax.text(0.95, 0.9, "peak", transform=ax.transAxes, ha="right")  # 95 % of the width
    else:
        note = ax.text(x.max() * 1e5 * 0.95, 0.9, "peak", ha="right")  # meant as a fraction, read as data
    out = Path(__file__).resolve().parent / "plot.png"
    fig.savefig(out, bbox_inches="tight", dpi=10 if remedy == "lower-the-dpi" else 100)

    img = mpimg.imread(out)
    h, w = img.shape[:2]
    fig.canvas.draw()
    bb = note.get_window_extent()
    inside = bb.x0 >= 0 and bb.x1 <= fig.bbox.width and bb.y0 >= 0 and bb.y1 <= fig.bbox.height
    ok = w <= 420 and h <= 320 and inside
    report(ok, f"saved {w}x{h} px (figure 400x300 px), note inside the figure: {inside}")


if __name__ == "__main__":
    main()
