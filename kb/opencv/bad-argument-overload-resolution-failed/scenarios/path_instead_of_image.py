"""Passing a file path (a str) to an OpenCV function that wants an image array.

The helper receives the image's path and hands it straight to cv2.cvtColor, which wants
a NumPy array: (-5:Bad argument) ... src is not a numpy array, neither a scalar.

Reference: the gray image computed with NumPy from the exact pixels written to disk
(BT.601 weights, as COLOR_BGR2GRAY uses), compared within 1 gray level.

Usage: python path_instead_of_image.py [--remedy ID]
"""

from pathlib import Path

import cv2
import numpy as np

from _common import parse_remedy, report

REMEDIES = ("read-the-image-first",)


def main():
    remedy = parse_remedy(REMEDIES)
    y, x = np.mgrid[0:30, 0:40]
    bgr = np.stack([(x * 6) % 256, (y * 8) % 256, ((x + y) * 4) % 256], axis=-1).astype(np.uint8)
    path = Path(__file__).resolve().parent / "photo.png"
    assert cv2.imwrite(str(path), bgr)

    if remedy == "read-the-image-first":
        img = cv2.imread(str(path))
        if img is None:
            raise FileNotFoundError(path)
        gray = cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)
    else:
        gray = cv2.cvtColor(str(path), cv2.COLOR_BGR2GRAY)

    want = 0.114 * bgr[..., 0] + 0.587 * bgr[..., 1] + 0.299 * bgr[..., 2]
    err = float(np.max(np.abs(gray.astype(float) - want)))
    report(err <= 1.0, f"max difference from the NumPy gray image: {err:.2f} (tolerance 1)")


if __name__ == "__main__":
    main()
