"""A dtype given as a misspelt string.

Image data are converted with arr.astype("flaot32"); NumPy raises "TypeError: data
type 'flaot32' not understood".

Check: the converted array is float32 and its values equal the pixel values divided by
255 computed in plain Python (to float32 precision).

Usage: python misspelt_dtype_string.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

REMEDIES = ("use-the-dtype-object",)

PIXELS = [0, 51, 102, 255]


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
    img = np.array(PIXELS, dtype=np.uint8)
    if remedy == "use-the-dtype-object":
        x = img.astype(np.float32) / 255
    else:
        x = img.astype("flaot32") / 255
    want = [v / 255 for v in PIXELS]
    ok = x.dtype == np.float32 and all(abs(a - b) < 1e-6 for a, b in zip(x.tolist(), want))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"dtype {x.dtype}, values {x.tolist()}, expected {want}"}))


if __name__ == "__main__":
    main()
