"""cv2.findContours on the 3-channel image returned by cv2.imread.

The shapes are white on black in a BGR image (as cv2.imread returns it). findContours
needs a single-channel 8-bit image and raises cv2.error: "Modes other than RETR_FLOODFILL
and RETR_CCOMP support only CV_8UC1 images" (OpenCV 4.10 and 5.0), formerly
"[Start]FindContours supports only CV_8UC1 images when mode != CV_RETR_FLOODFILL".

Reference: the bounding boxes of the external contours equal the rectangles drawn.

Usage: python color_image_to_findcontours.py [--remedy ID]
"""

import cv2
import numpy as np

from _common import RECTS, check_contours, parse_remedy, report

REMEDIES = ("convert-to-gray-and-threshold",)


def main():
    remedy = parse_remedy(REMEDIES)
    img = np.zeros((64, 80, 3), np.uint8)
    for x, y, w, h in RECTS:
        cv2.rectangle(img, (x, y), (x + w - 1, y + h - 1), (200, 220, 255), -1)

    if remedy == "convert-to-gray-and-threshold":
        gray = cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)
        _, binary = cv2.threshold(gray, 127, 255, cv2.THRESH_BINARY)
        contours, _ = cv2.findContours(binary, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    else:
        contours, _ = cv2.findContours(img, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    ok, detail = check_contours(contours)
    report(ok, detail)


if __name__ == "__main__":
    main()
