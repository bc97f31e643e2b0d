"""Old image-loading code: `from scipy.misc import imread` on SciPy >= 1.3.

The program writes a small RGB PNG (with the standard library's zlib, so the expected
pixels are known exactly) and loads it the way pre-2019 tutorials did, expecting the
uint8 (H, W, 3) array that scipy.misc.imread returned.

Reference: the array the PNG was written from; the loaded image must have the same
shape, dtype uint8 and identical pixel values.

Usage: python image_io_functions_removed.py [--remedy ID]
"""

import os
import tempfile

import numpy as np

from _common import parse_remedy, report, write_png_rgb

REMEDIES = ("pillow-image-open", "matplotlib-imread-dropin", "install-pillow", "scipy-ndimage-imread")


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(0)
    truth = rng.integers(0, 256, size=(6, 9, 3), dtype=np.uint8)
    path = os.path.join(tempfile.mkdtemp(), "photo.png")
    write_png_rgb(path, truth)

    if remedy == "pillow-image-open":
        from PIL import Image
        img = np.asarray(Image.open(path).convert("RGB"))
    elif remedy == "matplotlib-imread-dropin":
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        img = plt.imread(path)
    elif remedy == "install-pillow":
        import PIL  # Pillow is installed in this environment (matplotlib depends on it)
        print(f"Pillow {PIL.__version__} is installed")
        from scipy.misc import imread
        img = imread(path)
    elif remedy == "scipy-ndimage-imread":
        from scipy.ndimage import imread
        img = imread(path)
    else:
        from scipy.misc import imread
        img = imread(path)

    img = np.asarray(img)
    same = img.shape == truth.shape and img.dtype == np.uint8 and np.array_equal(img, truth)
    report(same, f"loaded shape {img.shape}, dtype {img.dtype}, max {img.max()}; "
                 f"expected {truth.shape} uint8 identical to the written pixels: {same}")


if __name__ == "__main__":
    main()
