"""cv2.findContours on a float probability mask (a segmentation model's output).

The mask holds probabilities in [0, 1] as float32, high inside the two objects (0.6 to
0.95) and low outside. findContours needs an 8-bit single-channel image and raises
cv2.error (CV_32FC1 is not CV_8UC1).

Reference: the bounding boxes of the external contours equal the rectangles drawn.

Usage: python float_mask_to_findcontours.py [--remedy ID]
"""

import cv2
import numpy as np

from _common import RECTS, check_contours, parse_remedy, report

REMEDIES = ("threshold-to-uint8", "astype-uint8", "retr-ccomp-with-int32")


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(0)
    prob = rng.uniform(0.0, 0.3, (64, 80)).astype(np.float32)
    for x, y, w, h in RECTS:
        prob[y:y + h, x:x + w] = rng.uniform(0.6, 0.95, (h, w))

    if remedy == "threshold-to-uint8":
        mask = (prob > 0.5).astype(np.uint8) * 255
        contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    elif remedy == "astype-uint8":
        mask = prob.astype(np.uint8)  # truncates every probability below 1.0 to 0
        contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    elif remedy == "retr-ccomp-with-int32":
        mask = (prob * 100).astype(np.int32)  # a label-like int32 image, as the message allows
        contours, _ = cv2.findContours(mask, cv2.RETR_CCOMP, cv2.CHAIN_APPROX_SIMPLE)
    else:
        contours, _ = cv2.findContours(prob, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    ok, detail = check_contours(contours)
    report(ok, detail)


if __name__ == "__main__":
    main()
