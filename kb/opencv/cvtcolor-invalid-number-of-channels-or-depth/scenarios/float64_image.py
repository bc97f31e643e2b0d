"""Converting a float64 image (after dividing by 255.0) with cv2.cvtColor.

Normalizing with img / 255.0 gives a float64 array. cvtColor supports 8-bit, 16-bit and
32-bit float images for BGR2GRAY, not 64-bit float.

Reference: 0.114 B + 0.587 G + 0.299 R computed with NumPy on the normalized values
(the BT.601 weights that COLOR_BGR2GRAY uses), compared within 1e-5.

Usage: python float64_image.py [--remedy ID]
"""

import cv2
import numpy as np

from _common import parse_remedy, report

REMEDIES = ("convert-to-float32", "cast-unit-floats-to-uint8")


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(20)
    img8 = rng.integers(0, 256, size=(24, 32, 3), dtype=np.uint8)
    norm = img8 / 255.0  # float64 in [0, 1]

    if remedy == "convert-to-float32":
        gray = cv2.cvtColor(norm.astype(np.float32), cv2.COLOR_BGR2GRAY)
    elif remedy == "cast-unit-floats-to-uint8":
        gray = cv2.cvtColor(norm.astype(np.uint8), cv2.COLOR_BGR2GRAY)  # values in [0, 1] truncate to 0 (or 1)
    else:
        gray = cv2.cvtColor(norm, cv2.COLOR_BGR2GRAY)

    want = 0.114 * norm[..., 0] + 0.587 * norm[..., 1] + 0.299 * norm[..., 2]
    err = float(np.max(np.abs(gray.astype(np.float64) - want)))
    report(err < 1e-5, f"max |gray - reference| = {err:.3g} (dtype {gray.dtype}, tolerance 1e-5)")


if __name__ == "__main__":
    main()
