"""Showing pixel values that were read from a text file as strings.

A small grayscale image stored as CSV is read with the csv module; each value is a str,
so np.array(rows) has a string dtype ('<U3'), which imshow cannot convert to float.

Reference: the integers parsed one by one with int() in a Python loop; the array imshow
holds must equal them exactly.

Usage: python pixels_as_strings.py [--remedy ID]
"""

import csv
import io

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

from _common import parse_remedy, report  # noqa: E402

REMEDIES = ("convert-to-a-numeric-dtype",)
CSV_TEXT = "0,64,128,255\n255,128,64,0\n10,20,30,40\n200,150,100,50\n"


def main():
    remedy = parse_remedy(REMEDIES)
    rows = list(csv.reader(io.StringIO(CSV_TEXT)))
    if remedy == "convert-to-a-numeric-dtype":
        img = np.array(rows, dtype=np.uint8)  # or np.loadtxt(path, delimiter=",")
    else:
        img = np.array(rows)
    fig, ax = plt.subplots()
    im = ax.imshow(img, cmap="gray", vmin=0, vmax=255)

    want = [[int(v) for v in row] for row in rows]
    shown = np.asarray(im.get_array())
    ok = shown.shape == (4, 4) and shown.tolist() == want
    report(ok, f"shown {shown.tolist()[0]}..., expected {want[0]}...")


if __name__ == "__main__":
    main()
