"""figsize given in pixels: plt.figure(figsize=(1920, 1080)).

figsize is in inches; at the default 100 dpi this asks for a 192000 x 108000 pixel canvas,
which matplotlib 3.9 refuses when saving (more than 2^16 pixels in a direction).

Reference: the saved PNG has exactly 1920 x 1080 pixels, the size that was meant.

Usage: python figsize_in_pixels.py [--remedy ID]
"""

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.image as mpimg  # noqa: E402
import matplotlib.pyplot as plt  # noqa: E402

from _common import parse_remedy, report  # noqa: E402

REMEDIES = ("convert-pixels-to-inches",)


def main():
    remedy = parse_remedy(REMEDIES)
    dpi = 100
    if remedy == "convert-pixels-to-inches":
        fig = plt.figure(figsize=(1920 / dpi, 1080 / dpi), dpi=dpi)
    else:
        fig = plt.figure(figsize=(1920, 1080), dpi=dpi)
    ax = fig.add_subplot()
    ax.plot([0, 1, 2], [2, 0, 1])
    out = Path(__file__).resolve().parent / "frame.png"
    fig.savefig(out)

    h, w = mpimg.imread(out).shape[:2]
    report((w, h) == (1920, 1080), f"saved {w}x{h} px, expected 1920x1080")


if __name__ == "__main__":
    main()
