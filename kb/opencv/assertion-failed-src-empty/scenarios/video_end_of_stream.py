"""A frame loop that never checks the flag returned by cap.read().

At the end of a video file (and whenever a camera or stream delivers nothing),
VideoCapture.read() returns (False, None). A `while True:` loop that ignores the flag
passes None to cv2.cvtColor and fails with (-215:Assertion failed) !_src.empty().

The program writes a 12-frame MJPG .avi whose frame i has gray level 10 + 20*i,
then processes it. Reference: 12 frames processed, and each frame's mean gray level
within 4 levels of the level written (MJPG is lossy).

Usage: python video_end_of_stream.py [--remedy ID]
"""

import argparse
import json
import sys
from pathlib import Path

import cv2
import numpy as np

REMEDIES = ("check-read-return-flag", "catch-cv2-error-and-continue")
N_FRAMES = 12
MAX_LOOPS = 500  # a guard so that a loop which never ends is reported instead of hanging


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def make_video(path):
    w = cv2.VideoWriter(str(path), cv2.VideoWriter_fourcc(*"MJPG"), 10, (64, 48))
    assert w.isOpened(), "VideoWriter could not open the output file"
    for i in range(N_FRAMES):
        w.write(np.full((48, 64, 3), 10 + 20 * i, dtype=np.uint8))
    w.release()


def main():
    remedy = parse_remedy()
    path = Path(__file__).resolve().parent / "clip.avi"
    make_video(path)
    cap = cv2.VideoCapture(str(path))
    assert cap.isOpened(), "VideoCapture could not open the clip"

    means = []
    loops = 0
    ended = False
    while loops < MAX_LOOPS:
        loops += 1
        ok, frame = cap.read()
        if remedy == "check-read-return-flag":
            if not ok:
                ended = True
                break
            gray = cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
        elif remedy == "catch-cv2-error-and-continue":
            try:
                gray = cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
            except cv2.error:
                continue  # skips the "bad frame"; at the end of the file every frame is bad
        else:
            gray = cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
        means.append(float(gray.mean()))
    cap.release()

    want = [10 + 20 * i for i in range(N_FRAMES)]
    close = len(means) == N_FRAMES and all(abs(m - w) <= 4 for m, w in zip(means, want))
    ok = close and ended
    detail = (f"{len(means)} frames processed (expected {N_FRAMES}); loop "
              + ("ended at the end of the file" if ended else f"still running after {loops} reads, stopped by the guard"))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))


if __name__ == "__main__":
    main()
