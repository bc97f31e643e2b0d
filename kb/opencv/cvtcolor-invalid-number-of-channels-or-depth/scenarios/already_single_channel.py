"""Converting an image that is already grayscale with cv2.COLOR_BGR2GRAY.

The loader reads the scans with cv2.IMREAD_GRAYSCALE (one channel, shape (H, W)), and the
preprocessing step still calls cv2.cvtColor(img, cv2.COLOR_BGR2GRAY), which needs 3 or 4
channels.

Reference: the gray image read back must equal the pixels written (PNG is lossless).

Usage: python already_single_channel.py [--remedy ID]
"""

from pathlib import Path

import cv2
import numpy as np

from _common import parse_remedy, report

REMEDIES = ("convert-only-when-the-image-has-color", "add-a-channel-axis")


def to_gray(img, remedy):
    if remedy == "convert-only-when-the-image-has-color":
        if img.ndim == 3 and img.shape[2] in (3, 4):
            code = cv2.COLOR_BGR2GRAY if img.shape[2] == 3 else cv2.COLOR_BGRA2GRAY
            return cv2.cvtColor(img, code)
        return img if img.ndim == 2 else img[:, :, 0]
    if remedy == "add-a-channel-axis":
        return cv2.cvtColor(img[:, :, np.newaxis], cv2.COLOR_BGR2GRAY)  # (H, W, 1): still one channel
    return cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)


def main():
    remedy = parse_remedy(REMEDIES)
    y, x = np.mgrid[0:32, 0:48]
    scan = ((x * 5 + y * 3) % 256).astype(np.uint8)
    path = Path(__file__).resolve().parent / "scan.png"
    assert cv2.imwrite(str(path), scan)

    img = cv2.imread(str(path), cv2.IMREAD_GRAYSCALE)
    gray = to_gray(img, remedy)
    ok = gray.shape == scan.shape and bool(np.array_equal(gray, scan))
    report(ok, f"gray shape {gray.shape}, equal to the written pixels: {ok}")


if __name__ == "__main__":
    main()
