"""Images of different sizes are copied into a preallocated fixed-size batch.

A (3, 4, 4) batch is filled with batch[i] = img; one image is 5x4, and NumPy raises
"could not broadcast input array from shape (5,4) into shape (4,4)".

Check: each slot of the batch equals the image cropped (top rows) or zero-padded to
4x4, built element by element in plain Python.

Usage: python items_of_different_size_into_batch.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

REMEDIES = ("crop-or-pad-each-item", "np-resize-each-item")

SIZES = [(4, 4), (5, 4), (3, 4)]
H = W = 4


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in REMEDIES:
        print(f"unknown remedy {r!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return r


def image(k, h, w):
    return np.arange(h * w, dtype=np.int64).reshape(h, w) + 100 * k


def crop_or_pad(img, h, w):
    out = np.zeros((h, w), dtype=img.dtype)
    hh, ww = min(h, img.shape[0]), min(w, img.shape[1])
    out[:hh, :ww] = img[:hh, :ww]
    return out


def main():
    remedy = parse_remedy()
    imgs = [image(k, h, w) for k, (h, w) in enumerate(SIZES)]
    batch = np.zeros((len(imgs), H, W), dtype=np.int64)
    for i, img in enumerate(imgs):
        if remedy == "crop-or-pad-each-item":
            img = crop_or_pad(img, H, W)
        elif remedy == "np-resize-each-item":
            img = np.resize(img, (H, W))
        batch[i] = img
    want = []
    for k, (h, w) in enumerate(SIZES):
        want.append([[(r * w + c + 100 * k) if (r < h and c < w) else 0 for c in range(W)] for r in range(H)])
    ok = batch.tolist() == want
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"slot 2 {batch[2].tolist()}, expected {want[2]}"}))


if __name__ == "__main__":
    main()
