"""Showing an image that a loader returned as None.

Loaders such as cv2.imread return None instead of raising when a file is missing; here a
thumbnail cache built with dict.get does the same for a key spelled differently from the
one stored. imshow turns None into a 0-d object array, which it cannot convert to float.

Reference: the array imshow holds must equal the stored thumbnail exactly.

Usage: python image_is_none.py [--remedy ID]
"""

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

from _common import parse_remedy, report  # noqa: E402

REMEDIES = ("check-for-none-and-fix-the-key", "cast-with-np-asarray-float")


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(28)
    thumbs = {"cat.png": rng.random((16, 16))}
    wanted = "Cat.png"  # the caller's spelling

    if remedy == "check-for-none-and-fix-the-key":
        img = thumbs.get(wanted.lower())
        if img is None:
            raise KeyError(f"no thumbnail for {wanted!r}")
    elif remedy == "cast-with-np-asarray-float":
        img = np.asarray(thumbs.get(wanted), dtype=float)  # None -> nan, a 0-d array
    else:
        img = thumbs.get(wanted)
    fig, ax = plt.subplots()
    im = ax.imshow(img, cmap="gray")

    shown = np.asarray(im.get_array())
    ok = shown.shape == (16, 16) and bool(np.array_equal(shown, thumbs["cat.png"]))
    report(ok, f"shown shape {shown.shape}, equal to the stored thumbnail: {ok}")


if __name__ == "__main__":
    main()
