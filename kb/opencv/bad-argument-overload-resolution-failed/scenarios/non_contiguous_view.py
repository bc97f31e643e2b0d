"""Drawing on a channel-reversed view (img[:, :, ::-1]) of an image.

Reversing the channels with slicing (BGR -> RGB for matplotlib or PIL) gives a NumPy
view with a negative stride. Drawing functions write into their image in place and need
a contiguous cv::Mat layout: (-5:Bad argument) ... Layout of the output array img is
incompatible with cv::Mat.

Reference: the RGB image with the outline drawn by NumPy slicing, compared exactly.

Usage: python non_contiguous_view.py [--remedy ID]
"""

import cv2
import numpy as np

from _common import outline, parse_remedy, report

REMEDIES = ("make-a-contiguous-copy", "wrap-with-np-asarray")


def main():
    remedy = parse_remedy(REMEDIES)
    bgr = np.zeros((60, 60, 3), dtype=np.uint8)
    bgr[..., 0] = 200  # a blue background in BGR

    rgb = bgr[:, :, ::-1]
    if remedy == "make-a-contiguous-copy":
        rgb = np.ascontiguousarray(rgb)  # or rgb.copy(), or cv2.cvtColor(bgr, cv2.COLOR_BGR2RGB)
    elif remedy == "wrap-with-np-asarray":
        rgb = np.asarray(rgb)  # no copy: still the same strided view
    cv2.rectangle(rgb, (5, 5), (40, 30), (255, 0, 0), 1)  # red in RGB

    ref = outline(rgb.shape, 5, 5, 40, 30, (255, 0, 0))
    background = ~ref.any(axis=2)
    ref[background] = (0, 0, 200)
    ok = bool(np.array_equal(rgb, ref))
    report(ok, f"{int((rgb != ref).any(axis=2).sum())} pixels differ from the reference")


if __name__ == "__main__":
    main()
