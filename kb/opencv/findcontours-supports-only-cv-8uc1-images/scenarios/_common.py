"""Shared helpers for the scenarios of this entry (argument parsing, the check line)."""

import argparse
import json
import sys


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in remedies:
        print(f"unknown remedy {r!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return r


def report(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))


RECTS = [(6, 8, 18, 12), (40, 20, 25, 30)]  # x, y, w, h of the shapes drawn in every scenario


def check_contours(contours):
    """The external contours are exactly the two rectangles that were drawn: compare their
    bounding boxes with the drawn ones (reference: the drawing coordinates)."""
    import cv2

    boxes = sorted(tuple(int(v) for v in cv2.boundingRect(c)) for c in contours)
    shown = boxes if len(boxes) <= 4 else boxes[:4] + ["..."]
    return boxes == sorted(RECTS), f"found {len(contours)} contours with boxes {shown}, drawn {sorted(RECTS)}"
