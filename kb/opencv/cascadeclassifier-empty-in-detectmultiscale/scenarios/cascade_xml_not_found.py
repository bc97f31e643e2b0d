"""Loading a Haar cascade by its bare file name, as face-detection tutorials do.

cv2.CascadeClassifier("haarcascade_frontalface_default.xml") looks for the file in the
current folder. When it is not there, the constructor only logs "Can't open file" and
returns an empty classifier; the first detectMultiScale call fails with
(-215:Assertion failed) !empty().

Reference: the classifier must be loaded (empty() is False) with the 24 x 24 detection
window that haarcascade_frontalface_default.xml declares, and every frame of the batch
must have been scanned.

Usage: python cascade_xml_not_found.py [--remedy ID]
"""

import cv2
import numpy as np

from _common import parse_remedy, report

REMEDIES = ("load-the-cascade-from-cv2-data", "skip-frames-on-cv2-error")
NAME = "haarcascade_frontalface_default.xml"


def main():
    remedy = parse_remedy(REMEDIES)
    if remedy == "load-the-cascade-from-cv2-data":
        clf = cv2.CascadeClassifier(cv2.data.haarcascades + NAME)
        if clf.empty():
            raise FileNotFoundError(cv2.data.haarcascades + NAME)
    else:
        clf = cv2.CascadeClassifier(NAME)

    rng = np.random.default_rng(25)
    frames = [rng.integers(0, 256, size=(120, 160), dtype=np.uint8) for _ in range(5)]
    scanned = 0
    for frame in frames:
        if remedy == "skip-frames-on-cv2-error":
            try:
                clf.detectMultiScale(frame, scaleFactor=1.1, minNeighbors=5)
            except cv2.error:
                continue
        else:
            clf.detectMultiScale(frame, scaleFactor=1.1, minNeighbors=5)
        scanned += 1

    loaded = not clf.empty()
    window = tuple(clf.getOriginalWindowSize()) if loaded else None
    ok = loaded and window == (24, 24) and scanned == len(frames)
    report(ok, f"classifier loaded: {loaded}, window {window} (expected (24, 24)), {scanned}/{len(frames)} frames scanned")


if __name__ == "__main__":
    main()
