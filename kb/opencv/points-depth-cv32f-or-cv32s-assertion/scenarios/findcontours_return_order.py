"""OpenCV 3 code that takes cv2.findContours(...)[1] as the contours, run on OpenCV 4 or 5.

OpenCV 3 returned (image, contours, hierarchy); OpenCV 4 returns (contours, hierarchy).
Index [1] is now the hierarchy, an int32 array of shape (1, N, 4), and contourArea on
one of its rows sees four columns instead of a list of 2-D points.

Reference: two filled rectangles are drawn with known corners; with CHAIN_APPROX_SIMPLE
their outer contours are the four corners, so their areas are (x1 - x0) * (y1 - y0),
computed in Python.

Usage: python findcontours_return_order.py [--remedy ID]
"""

import cv2
import numpy as np

from _common import parse_remedy, report

REMEDIES = ("take-the-last-two-return-values",)


def main():
    remedy = parse_remedy(REMEDIES)
    img = np.zeros((60, 80), dtype=np.uint8)
    rects = [(5, 5, 25, 20), (40, 30, 70, 55)]  # x0, y0, x1, y1
    for x0, y0, x1, y1 in rects:
        img[y0:y1 + 1, x0:x1 + 1] = 255

    if remedy == "take-the-last-two-return-values":
        contours, hierarchy = cv2.findContours(img, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)[-2:]
    else:
        contours = cv2.findContours(img, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)[1]  # OpenCV 3 layout
    areas = sorted(cv2.contourArea(c) for c in contours)

    want = sorted(float((x1 - x0) * (y1 - y0)) for x0, y0, x1, y1 in rects)
    report(areas == want, f"areas {areas}, expected {want}")


if __name__ == "__main__":
    main()
