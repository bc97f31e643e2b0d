"""Taking the difference of a grayscale background and a color frame with cv2.absdiff.

Motion detection keeps the background as a gray image and compares it with each new
color frame. The arrays have the same height and width but 1 and 3 channels.

Reference: |gray - background| with the gray level computed in NumPy from the BT.601
weights (0.114 B + 0.587 G + 0.299 R, rounded), compared within 1 level.

Usage: python gray_and_color_channels.py [--remedy ID]
"""

import cv2
import numpy as np

from _common import parse_remedy, report

REMEDIES = ("convert-to-the-same-channels",)


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(27)
    background = rng.integers(0, 256, size=(40, 60), dtype=np.uint8)
    frame = rng.integers(0, 256, size=(40, 60, 3), dtype=np.uint8)

    if remedy == "convert-to-the-same-channels":
        gray = cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
        diff = cv2.absdiff(gray, background)
    else:
        diff = cv2.absdiff(frame, background)

    f = frame.astype(float)
    gray_ref = np.round(0.114 * f[..., 0] + 0.587 * f[..., 1] + 0.299 * f[..., 2])
    want = np.abs(gray_ref - background.astype(float))
    ok = diff.shape == want.shape and float(np.max(np.abs(diff.astype(float) - want))) <= 1.0
    report(ok, f"diff shape {diff.shape}, within 1 level of the NumPy reference: {ok}")


if __name__ == "__main__":
    main()
