"""Shared helpers: argument parsing, the check line, and the figure check."""

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


def check_saved_figure(fig, ax, path, xs, ys):
    """The saved PNG has the figure's pixel size, and the line holds exactly the data."""
    import matplotlib.image as mpimg

    img = mpimg.imread(path)
    want_h, want_w = int(round(fig.get_figheight() * fig.dpi)), int(round(fig.get_figwidth() * fig.dpi))
    line = ax.get_lines()[0]
    same = list(map(float, line.get_xdata())) == list(xs) and list(map(float, line.get_ydata())) == list(ys)
    ok = img.shape[:2] == (want_h, want_w) and same
    return ok, f"saved {img.shape[1]}x{img.shape[0]} px (expected {want_w}x{want_h}), line data equal: {same}"
