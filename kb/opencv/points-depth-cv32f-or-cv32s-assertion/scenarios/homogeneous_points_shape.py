"""Passing (N, 3) homogeneous coordinates to boundingRect.

Points mapped through a 3x3 homography by hand (H @ [x, y, 1]) come out as (x*w, y*w, w)
rows. boundingRect expects (N, 2) or (N, 1, 2) points; with three columns it sees no
valid point set and fails the same npoints/depth assertion.

Reference: min/max of the de-homogenized integer coordinates, computed in Python:
(x_min, y_min, x_max - x_min + 1, y_max - y_min + 1).

Usage: python homogeneous_points_shape.py [--remedy ID]
"""

import cv2
import numpy as np

from _common import parse_remedy, report

REMEDIES = ("reshape-to-two-columns",)


def main():
    remedy = parse_remedy(REMEDIES)
    corners = np.array([[3, 5], [20, 4], [22, 18], [2, 17]], dtype=np.int32)
    H = np.array([[2, 0, 0], [0, 2, 0], [0, 0, 2]], dtype=np.int32)  # a scaled identity: w = 2 for every point
    hom = (H @ np.column_stack([corners, np.ones(4, dtype=np.int32)]).T).T  # (4, 3): (2x, 2y, 2)

    if remedy == "reshape-to-two-columns":
        pts = (hom[:, :2] // hom[:, 2:]).astype(np.int32).reshape(-1, 1, 2)
        rect = cv2.boundingRect(pts)
    else:
        rect = cv2.boundingRect(hom)

    xs, ys = corners[:, 0].tolist(), corners[:, 1].tolist()
    want = (min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    report(tuple(rect) == want, f"boundingRect {tuple(rect)}, expected {want}")


if __name__ == "__main__":
    main()
