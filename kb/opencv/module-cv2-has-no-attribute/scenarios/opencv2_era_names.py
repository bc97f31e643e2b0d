"""Code written for OpenCV 2.4 that uses the CV_-prefixed constants and the cv2.cv module.

OpenCV 3 removed the old C-API names from the Python module: cv2.CV_LOAD_IMAGE_GRAYSCALE
is cv2.IMREAD_GRAYSCALE, cv2.CV_AA is cv2.LINE_AA, cv2.cv.CV_CAP_PROP_FRAME_COUNT is
cv2.CAP_PROP_FRAME_COUNT, cv2.cv.BoxPoints is cv2.boxPoints.

Reference: the grayscale image read back equals the pixels written (PNG is lossless), and
the box corners equal the four corners of the axis-aligned rectangle, computed by hand.

Usage: python opencv2_era_names.py [--remedy ID]
"""

from pathlib import Path

import cv2
import numpy as np

from _common import parse_remedy, report

REMEDIES = ("use-the-current-names", "import-cv-from-cv2")


def main():
    remedy = parse_remedy(REMEDIES)
    y, x = np.mgrid[0:20, 0:30]
    pixels = ((x * 7 + y * 11) % 256).astype(np.uint8)
    path = Path(__file__).resolve().parent / "page.png"
    assert cv2.imwrite(str(path), pixels)
    rect = ((15.0, 10.0), (10.0, 6.0), 0.0)  # centre, size, angle

    if remedy == "use-the-current-names":
        gray = cv2.imread(str(path), cv2.IMREAD_GRAYSCALE)
        box = cv2.boxPoints(rect)
    elif remedy == "import-cv-from-cv2":
        from cv2 import cv  # the OpenCV 2 submodule
        gray = cv2.imread(str(path), cv.CV_LOAD_IMAGE_GRAYSCALE)
        box = cv.BoxPoints(rect)
    else:
        gray = cv2.imread(str(path), cv2.CV_LOAD_IMAGE_GRAYSCALE)
        box = cv2.cv.BoxPoints(rect)

    corners = sorted([(10.0, 7.0), (20.0, 7.0), (20.0, 13.0), (10.0, 13.0)])
    got = sorted((round(float(px), 4), round(float(py), 4)) for px, py in box)
    ok = gray is not None and np.array_equal(gray, pixels) and got == corners
    report(ok, f"gray image equal: {gray is not None and bool(np.array_equal(gray, pixels))}; box {got}, expected {corners}")


if __name__ == "__main__":
    main()
