"""Shared helpers: argument parsing, the check line, and the delivered-figure check."""

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


def check_delivered(fig, path):
    """The figure reached the user: the PNG at `path` holds exactly the pixels that Agg renders
    for this figure (reference: the figure drawn again into an in-memory RGBA buffer)."""
    import numpy as np
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    import matplotlib.image as mpimg

    if not path.exists():
        return False, "no window was opened and no image file was written: the figure reached nobody"
    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    want = np.asarray(canvas.buffer_rgba())
    got = np.round(mpimg.imread(path) * 255).astype(np.uint8)
    same = got.shape == want.shape and bool((got == want).all())
    return same, f"saved {got.shape[1]}x{got.shape[0]} px, identical to the Agg rendering: {same}"
