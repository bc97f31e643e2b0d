"""Creating SIFT through cv2.xfeatures2d, as OpenCV 3 tutorials do.

SIFT lived in the contrib module xfeatures2d (nonfree) until its patent expired; since
OpenCV 4.4.0 it is cv2.SIFT_create in the main module, and the main opencv-python wheels
have no xfeatures2d at all.

Reference: the image has three bright 16x16 squares at known places; SIFT, a blob detector,
must put a keypoint within 3 px of each square's centre, and descriptors have 128 values.

Usage: python sift_under_xfeatures2d.py [--remedy ID]
"""

import cv2
import numpy as np

from _common import parse_remedy, report

REMEDIES = ("use-cv2-sift-create",)
SQUARES = [(20, 20), (70, 30), (40, 75)]  # top-left corners of 16x16 squares


def main():
    remedy = parse_remedy(REMEDIES)
    img = np.zeros((110, 110), dtype=np.uint8)
    for x, y in SQUARES:
        img[y:y + 16, x:x + 16] = 255

    sift = cv2.SIFT_create() if remedy == "use-cv2-sift-create" else cv2.xfeatures2d.SIFT_create()
    keypoints, descriptors = sift.detectAndCompute(img, None)

    centers = [(x + 8, y + 8) for x, y in SQUARES]
    found = [any(abs(kp.pt[0] - cx) <= 3 and abs(kp.pt[1] - cy) <= 3 for kp in keypoints) for cx, cy in centers]
    ok = descriptors is not None and descriptors.shape[1] == 128 and all(found)
    report(ok, f"{len(keypoints)} keypoints; a keypoint within 3 px of each square's centre: {found}")

if __name__ == "__main__":
    main()
