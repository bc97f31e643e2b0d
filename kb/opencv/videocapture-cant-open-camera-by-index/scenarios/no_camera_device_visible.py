"""Opening a webcam by index where the process sees no camera device.

A container started without `--device /dev/video0`, WSL2 (USB cameras are not passed
through by default), a remote server or a VM: there is no /dev/video0, so
cv2.VideoCapture(0) logs "[ WARN:...] ... open VIDEOIO(V4L2:/dev/video0): can't open camera
by index" and returns a capture that is not opened. The program checks isOpened() the way
the OpenCV video tutorial does and exits with "Cannot open camera".

Reference: the frames the program processes, compared pixel by pixel with the frames
that were recorded (the recorded-clip remedy writes them losslessly with FFV1 first, as a
clip captured where the camera works).

Usage: python no_camera_device_visible.py [--remedy ID]
"""

import atexit
import os
import shutil
import sys
import tempfile

import cv2
import numpy as np

from _common import parse_remedy, report

REMEDIES = ("read-a-recorded-video", "skip-the-isopened-check", "try-index-minus-one")


def record_clip(path, frames):
    w = cv2.VideoWriter(path, cv2.VideoWriter_fourcc(*"FFV1"), 10, (frames[0].shape[1], frames[0].shape[0]))
    for f in frames:
        w.write(f)
    w.release()


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(0)
    recorded = [rng.integers(0, 256, (48, 64, 3), dtype=np.uint8) for _ in range(8)]

    if remedy == "read-a-recorded-video":
        folder = tempfile.mkdtemp(prefix="kf-cam-")
        atexit.register(shutil.rmtree, folder, True)
        source = os.path.join(folder, "sample.avi")
        record_clip(source, recorded)
    elif remedy == "try-index-minus-one":
        source = -1
    else:
        source = 0
    cap = cv2.VideoCapture(source)
    if remedy != "skip-the-isopened-check" and not cap.isOpened():
        sys.exit("Cannot open camera")

    grays = []
    for _ in range(len(recorded)):
        ok, frame = cap.read()
        gray = cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
        grays.append(gray)
    cap.release()

    ref = [cv2.cvtColor(f, cv2.COLOR_BGR2GRAY) for f in recorded]
    same = len(grays) == len(ref) and all(np.array_equal(a, b) for a, b in zip(grays, ref))
    report(same, f"{len(grays)} frames processed, equal to the {len(ref)} recorded frames: {same} "
                 f"(source: {'a recorded FFV1 clip, not a live camera' if isinstance(source, str) else source})")


if __name__ == "__main__":
    main()
