"""Two images of different sizes are combined pixel by pixel.

A watermark difference is computed between an original (4, 6, 3) image and a copy that
was saved at another size (2, 3, 3); f2 - f1 raises "operands could not be broadcast
together with shapes (2,3,3) (4,6,3)". The copy is an exact 2x downscale of the
original plus a constant mark, so after bringing both to one size the difference is
known exactly.

Check: the difference at every pixel of the common (2, 3) grid equals the mark.

Usage: python images_of_different_size.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

REMEDIES = ("resize-to-a-common-shape", "crop-to-the-overlap")

MARK = 7


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def main():
    remedy = parse_remedy()
    original = np.arange(4 * 6 * 3, dtype=np.int64).reshape(4, 6, 3)
    small = original[::2, ::2] + MARK                     # saved at half size, then marked
    f1, f2 = original, small
    if remedy == "resize-to-a-common-shape":
        f1 = original[::2, ::2]                           # the same 2x nearest-neighbour downscale
    elif remedy == "crop-to-the-overlap":
        h, w = min(f1.shape[0], f2.shape[0]), min(f1.shape[1], f2.shape[1])
        f1, f2 = f1[:h, :w], f2[:h, :w]                   # same shape, but not the same pixels
    diff = f2 - f1
    ok = diff.shape == (2, 3, 3) and bool((diff == MARK).all())
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"diff shape {diff.shape}, unique values {sorted(set(diff.ravel().tolist()))[:5]}, expected all {MARK}"}))


if __name__ == "__main__":
    main()
