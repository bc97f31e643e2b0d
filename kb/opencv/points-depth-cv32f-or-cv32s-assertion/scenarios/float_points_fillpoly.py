"""Filling a polygon whose vertices are floats (a scaled bounding box).

A detection box scaled back to the image size is a float array. cv2.fillPoly and
cv2.polylines take int32 vertices only: (-215:Assertion failed) p.checkVector(2, CV_32S) >= 0.

Reference: the axis-aligned rectangle filled with NumPy slicing between the rounded
corners; the mask must be equal.

Usage: python float_points_fillpoly.py [--remedy ID]
"""

import cv2
import numpy as np

from _common import parse_remedy, report

REMEDIES = ("convert-points-to-float32-or-int32", "convert-points-to-float32-for-drawing")


def main():
    remedy = parse_remedy(REMEDIES)
    scale = 2.5
    box = np.array([[4, 6], [16, 6], [16, 14], [4, 14]]) * scale  # float64 corners: (10, 15) .. (40, 35)
    mask = np.zeros((50, 50), dtype=np.uint8)

    if remedy == "convert-points-to-float32-or-int32":
        cv2.fillPoly(mask, [np.round(box).astype(np.int32)], 255)
    elif remedy == "convert-points-to-float32-for-drawing":
        cv2.fillPoly(mask, [box.astype(np.float32)], 255)
    else:
        cv2.fillPoly(mask, [box], 255)

    ref = np.zeros((50, 50), dtype=np.uint8)
    ref[15:36, 10:41] = 255
    ok = bool(np.array_equal(mask, ref))
    report(ok, f"{int((mask != ref).sum())} pixels differ from the reference rectangle")


if __name__ == "__main__":
    main()
