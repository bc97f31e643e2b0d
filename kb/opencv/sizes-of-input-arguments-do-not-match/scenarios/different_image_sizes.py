"""Blending two images of different sizes with cv2.addWeighted.

A logo (30 x 50) is blended onto a photo (40 x 60). OpenCV's per-element operations
(add, subtract, addWeighted, absdiff, bitwise_and) need both arrays to have the same size
and number of channels.

Reference: the blend computed with NumPy on the resized logo, round(0.7*a + 0.3*b)
clipped to 0..255, compared within 1 level.

Usage: python different_image_sizes.py [--remedy ID]
"""

import cv2
import numpy as np

from _common import parse_remedy, report

REMEDIES = ("resize-to-the-same-size", "numpy-add-instead")


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(26)
    photo = rng.integers(0, 256, size=(40, 60, 3), dtype=np.uint8)
    logo = rng.integers(0, 256, size=(30, 50, 3), dtype=np.uint8)
    resized = cv2.resize(logo, (photo.shape[1], photo.shape[0]), interpolation=cv2.INTER_LINEAR)

    if remedy == "resize-to-the-same-size":
        out = cv2.addWeighted(photo, 0.7, resized, 0.3, 0)
    elif remedy == "numpy-add-instead":
        out = photo + resized  # uint8 arithmetic wraps around above 255
    else:
        out = cv2.addWeighted(photo, 0.7, logo, 0.3, 0)

    want = np.clip(np.round(0.7 * photo.astype(float) + 0.3 * resized.astype(float)), 0, 255)
    err = float(np.max(np.abs(out.astype(float) - want)))
    report(err <= 1.0, f"max |out - reference blend| = {err:.0f} (tolerance 1)")


if __name__ == "__main__":
    main()
