"""Measuring a polygon whose vertices are a float64 NumPy array.

Vertices computed with NumPy (here: a regular hexagon from np.cos / np.sin) are float64.
OpenCV's shape functions (contourArea, boundingRect, convexHull, minAreaRect, fitEllipse)
take points as int32 or float32 only.

Reference: the polygon's area from the shoelace formula in plain Python floats; compared
within 1e-3 (float32 rounding of the vertices).

Usage: python float64_points_geometry.py [--remedy ID]
"""

import math

import cv2
import numpy as np

from _common import parse_remedy, report

REMEDIES = ("convert-points-to-float32-or-int32",)


def main():
    remedy = parse_remedy(REMEDIES)
    angles = np.arange(6) * np.pi / 3
    pts = np.column_stack([50 + 20 * np.cos(angles), 40 + 20 * np.sin(angles)])  # float64, shape (6, 2)

    if remedy == "convert-points-to-float32-or-int32":
        area = cv2.contourArea(pts.astype(np.float32))
    else:
        area = cv2.contourArea(pts)

    xs = [50 + 20 * math.cos(i * math.pi / 3) for i in range(6)]
    ys = [40 + 20 * math.sin(i * math.pi / 3) for i in range(6)]
    want = abs(sum(xs[i] * ys[(i + 1) % 6] - xs[(i + 1) % 6] * ys[i] for i in range(6))) / 2
    report(abs(area - want) < 1e-3, f"contourArea {area:.4f}, shoelace {want:.4f}")


if __name__ == "__main__":
    main()
