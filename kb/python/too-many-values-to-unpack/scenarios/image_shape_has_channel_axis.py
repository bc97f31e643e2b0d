"""ValueError: too many values to unpack (expected 2), cause: a colour image has three axes.

`h, w = img.shape` is written for a grayscale image of shape (H, W). A colour image (or a
grayscale one loaded as RGB) has shape (H, W, 3), so the tuple has three values.

Remedies:
  slice-the-shape     h, w = img.shape[:2]
"""
import json, sys
import numpy as np

REMEDIES = {"slice-the-shape"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

img = np.zeros((48, 64, 3), dtype=np.uint8)       # what the image loader returned
img[10:20, 30:40] = 255


def center_crop(img, size):
    if REMEDY == "slice-the-shape":
        h, w = img.shape[:2]
    else:
        h, w = img.shape
    top, left = (h - size) // 2, (w - size) // 2
    return img[top:top + size, left:left + size]


crop = center_crop(img, 32)
ok = crop.shape == (32, 32, 3) and np.array_equal(crop, img[8:40, 16:48])
print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": "crop shape %r" % (crop.shape,)}))
