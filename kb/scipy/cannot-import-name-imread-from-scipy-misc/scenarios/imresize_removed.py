"""Old preprocessing code: `scipy.misc.imresize(img, (height, width))` on SciPy >= 1.3.

The program resizes a (40, 60) grayscale ramp image to (height, width) = (30, 100)
with bilinear interpolation, as scipy.misc.imresize(img, (30, 100)) did.

Reference, independent of any resampling library: bilinear interpolation of an image
that is linear along its columns is linear along the output columns, whatever the
pixel-centre convention. The result must have shape (30, 100), every row must equal
the first, each row must be a straight line within 1 grey level (uint8 rounding), and
the values must stay inside the input range and span at least 80% of it.

Usage: python imresize_removed.py [--remedy ID]
"""

import numpy as np

from _common import parse_remedy, report

REMEDIES = ("pillow-resize", "ndimage-zoom", "pillow-resize-height-width-order")
H_NEW, W_NEW = 30, 100


def check(out, img):
    out = np.asarray(out)
    if out.shape != (H_NEW, W_NEW):
        return False, f"shape {out.shape}, expected {(H_NEW, W_NEW)}"
    o = out.astype(float)
    rows_equal = bool(np.all(np.abs(o - o[0]) <= 1))
    cols = np.arange(W_NEW)
    inner = slice(3, W_NEW - 3)  # edge pixels may be clamped by the filter
    slope, icpt = np.polyfit(cols[inner], o[0, inner], 1)
    dev = float(np.max(np.abs(o[0, inner] - (slope * cols[inner] + icpt))))
    lo, hi = float(img.min()), float(img.max())
    in_range = o.min() >= lo - 1 and o.max() <= hi + 1
    span = (o.max() - o.min()) / (hi - lo)
    ok = rows_equal and dev <= 1.0 and in_range and span >= 0.8 and out.dtype == np.uint8
    return ok, (f"shape {out.shape} dtype {out.dtype}, rows equal {rows_equal}, max deviation from a line "
                f"{dev:.2f} grey levels, range [{o.min():.0f}, {o.max():.0f}] of input [{lo:.0f}, {hi:.0f}]")


def main():
    remedy = parse_remedy(REMEDIES)
    img = np.tile(np.linspace(10, 240, 60).round().astype(np.uint8), (40, 1))  # (40, 60) ramp

    if remedy == "pillow-resize":
        from PIL import Image
        out = np.array(Image.fromarray(img).resize((W_NEW, H_NEW), resample=Image.BILINEAR))
    elif remedy == "ndimage-zoom":
        from scipy.ndimage import zoom
        out = zoom(img, (H_NEW / img.shape[0], W_NEW / img.shape[1]), order=1)
    elif remedy == "pillow-resize-height-width-order":
        from PIL import Image
        out = np.array(Image.fromarray(img).resize((H_NEW, W_NEW), resample=Image.BILINEAR))
    else:
        from scipy.misc import imresize
        out = imresize(img, (H_NEW, W_NEW))

    ok, detail = check(out, img)
    report(ok, detail)


if __name__ == "__main__":
    main()
