"""Drawing a detector's box with float coordinates.

Detection models return boxes as float arrays (here np.float32, as from a network's
output). cv2.rectangle wants integer pixel coordinates and refuses the floats with
(-5:Bad argument) ... Can't parse 'pt1'. Sequence item with index 0 has a wrong type.

Reference: the outline of the rounded box drawn with NumPy slicing, compared exactly.

Usage: python float_coordinates.py [--remedy ID]
"""

import cv2
import numpy as np

from _common import outline, parse_remedy, report

REMEDIES = ("convert-coordinates-to-int", "np-round-the-coordinates")


def main():
    remedy = parse_remedy(REMEDIES)
    box = np.array([10.6, 20.2, 50.4, 60.9], dtype=np.float32)  # x1, y1, x2, y2
    img = np.zeros((80, 80, 3), dtype=np.uint8)

    if remedy == "convert-coordinates-to-int":
        x1, y1, x2, y2 = (int(round(float(v))) for v in box)
        cv2.rectangle(img, (x1, y1), (x2, y2), (0, 255, 0), 1)
    elif remedy == "np-round-the-coordinates":
        b = np.round(box)  # still float32
        cv2.rectangle(img, (b[0], b[1]), (b[2], b[3]), (0, 255, 0), 1)
    else:
        cv2.rectangle(img, (box[0], box[1]), (box[2], box[3]), (0, 255, 0), 1)

    ref = outline(img.shape, 11, 20, 50, 61, (0, 255, 0))
    ok = bool(np.array_equal(img, ref))
    report(ok, f"{int((img != ref).any(axis=2).sum())} pixels differ from the reference outline")


if __name__ == "__main__":
    main()
