"""A row that still carries its label column is reshaped into an image.

Rows of a digits CSV hold the label followed by the pixels (1 + 4*4 = 17 values);
row.reshape(4, 4) raises "cannot reshape array of size 17 into shape (4,4)".

Check: the reshaped image equals the pixel grid built row by row in plain Python, and
the label is kept apart.

Usage: python extra_column_in_the_row.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

REMEDIES = ("split-off-the-extra-column", "resize-instead-of-reshape")

LABEL = 7
PIXELS = list(range(10, 26))          # 16 pixel values
ROW = [LABEL] + PIXELS


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
    row = np.array(ROW)
    label = None
    if remedy == "split-off-the-extra-column":
        label, pixels = int(row[0]), row[1:]
        image = pixels.reshape(4, 4)
    elif remedy == "resize-instead-of-reshape":
        image = np.resize(row, (4, 4))
    else:
        image = row.reshape(4, 4)
    want = [PIXELS[r * 4:(r + 1) * 4] for r in range(4)]
    ok = image.tolist() == want and label in (None, LABEL)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"image {image.tolist()}, expected {want}"}))


if __name__ == "__main__":
    main()
