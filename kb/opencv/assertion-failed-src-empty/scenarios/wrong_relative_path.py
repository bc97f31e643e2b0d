"""cv2.imread with a path relative to the folder the script was started from.

The project keeps its image in data/ next to the script, and the script reads
"data/cat.png". Started from another folder (the lab starts it from the folder above,
as an IDE or a cron job does), imread finds nothing, returns None without raising,
and the first function that uses the image fails with (-215:Assertion failed).

Reference: the mean gray level computed with NumPy from the exact pixels the script
wrote (BT.601 weights, the ones cv2.COLOR_BGR2GRAY uses), compared within 1 level.

Usage: python wrong_relative_path.py [--remedy ID]
"""

import argparse
import json
import sys
from pathlib import Path

import cv2
import numpy as np

REMEDIES = ("resolve-path-from-script-location", "catch-cv2-error-and-continue")


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def make_project_image():
    """data/cat.png next to this script: a 40x60 gradient with known pixels."""
    data = Path(__file__).resolve().parent / "data"
    data.mkdir(exist_ok=True)
    y, x = np.mgrid[0:40, 0:60]
    bgr = np.stack([(x * 4) % 256, (y * 6) % 256, ((x + y) * 3) % 256], axis=-1).astype(np.uint8)
    assert cv2.imwrite(str(data / "cat.png"), bgr)
    return bgr


def main():
    remedy = parse_remedy()
    bgr = make_project_image()
    want = float(np.mean(0.114 * bgr[..., 0] + 0.587 * bgr[..., 1] + 0.299 * bgr[..., 2]))

    if remedy == "resolve-path-from-script-location":
        path = Path(__file__).resolve().parent / "data" / "cat.png"
        img = cv2.imread(str(path))
        if img is None:
            raise FileNotFoundError(f"cv2.imread could not read {path}")
        gray = cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)
        got = float(gray.mean())
    elif remedy == "catch-cv2-error-and-continue":
        img = cv2.imread("data/cat.png")
        try:
            gray = cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)
            got = float(gray.mean())
        except cv2.error:
            got = 0.0  # "skip the broken image": the statistic silently becomes a default
    else:
        img = cv2.imread("data/cat.png")  # relative to the current folder, not to the script
        gray = cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)
        got = float(gray.mean())

    ok = abs(got - want) <= 1.0
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"mean gray {got:.2f}, expected {want:.2f}"}))


if __name__ == "__main__":
    main()
