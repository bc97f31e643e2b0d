"""cv2.imshow on a build of OpenCV without a GUI backend (opencv-python-headless).

A small annotation script draws a box on an image and shows it. The headless wheel has
no highgui backend (getBuildInformation() says "GUI: NONE"), so imshow, namedWindow,
waitKey and destroyAllWindows all raise (-2:Unspecified error) The function is not
implemented.

Reference: the annotated image is built with NumPy slicing (the box outline set to
red by hand); the remedy's output, read back from disk, must equal it exactly (PNG is
lossless).

Usage: python headless_build_imshow.py [--remedy ID]
"""

import argparse
import json
import os
import sys
from pathlib import Path

REMEDIES = ("save-with-imwrite", "show-only-when-gui-available", "call-namedwindow-first",
            "set-qt-offscreen-platform")


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def has_gui(cv2):
    for line in cv2.getBuildInformation().splitlines():
        if line.strip().startswith("GUI:"):
            return line.split(":", 1)[1].strip().upper() != "NONE"
    return False


def main():
    remedy = parse_remedy()
    if remedy == "set-qt-offscreen-platform":
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    import cv2
    import numpy as np

    img = np.full((60, 80, 3), 200, dtype=np.uint8)
    annotated = img.copy()
    cv2.rectangle(annotated, (10, 10), (50, 40), (0, 0, 255), 1)
    ref = img.copy()
    ref[10, 10:51] = ref[40, 10:51] = (0, 0, 255)
    ref[10:41, 10] = ref[10:41, 50] = (0, 0, 255)

    out = Path(__file__).resolve().parent / "annotated.png"
    if remedy == "save-with-imwrite":
        assert cv2.imwrite(str(out), annotated)
    elif remedy == "show-only-when-gui-available":
        if has_gui(cv2):
            cv2.imshow("annotated", annotated)
            cv2.waitKey(0)
            cv2.destroyAllWindows()
        else:
            assert cv2.imwrite(str(out), annotated)
    elif remedy == "call-namedwindow-first":
        cv2.namedWindow("annotated", cv2.WINDOW_NORMAL)
        cv2.imshow("annotated", annotated)
        cv2.waitKey(0)
    else:  # no remedy, and set-qt-offscreen-platform (only the environment changed)
        cv2.imshow("annotated", annotated)
        cv2.waitKey(0)
        cv2.destroyAllWindows()

    back = cv2.imread(str(out)) if out.exists() else None
    ok = back is not None and back.shape == ref.shape and bool((back == ref).all())
    detail = ("image saved to annotated.png, read back equal to the reference (no window: the build has no GUI)"
              if ok else "no output image equal to the reference")
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": detail}))


if __name__ == "__main__":
    main()
