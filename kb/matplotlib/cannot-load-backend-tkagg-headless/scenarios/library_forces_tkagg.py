"""Importing a library that calls matplotlib.use("TkAgg") at import time, without a display.

The program only needs the library's box-overlap function, but the import fails with
ImportError: Cannot load backend 'TkAgg' ... as 'headless' is currently running.

Reference: the IoU computed by hand for two boxes with a known overlap (1/7), and the
figure saved with Agg checked as in the other scenario.

Usage: python library_forces_tkagg.py [--remedy ID]
"""

import os
from pathlib import Path

from _common import check_saved_figure, parse_remedy, report

REMEDIES = ("neutralize-matplotlib-use-before-import",)


def main():
    remedy = parse_remedy(REMEDIES)
    os.environ.pop("DISPLAY", None)
    os.environ.pop("WAYLAND_DISPLAY", None)
    import matplotlib

    if remedy == "neutralize-matplotlib-use-before-import":
        matplotlib.use("Agg")
        real_use = matplotlib.use
        matplotlib.use = lambda *args, **kwargs: None  # the library's backend switch becomes a no-op
        try:
            import plotting_helper_lib as lib
        finally:
            matplotlib.use = real_use
    else:
        import plotting_helper_lib as lib
    import matplotlib.pyplot as plt

    overlap = lib.iou((0.0, 0.0, 2.0, 2.0), (1.0, 1.0, 3.0, 3.0))
    xs, ys = [0.0, 1.0], [overlap, overlap]
    fig, ax = plt.subplots(figsize=(4, 3), dpi=50)
    ax.plot(xs, ys)
    out = Path(__file__).resolve().parent / "iou.png"
    fig.savefig(out)
    ok, detail = check_saved_figure(fig, ax, out, xs, ys)
    ok = ok and abs(overlap - 1 / 7) < 1e-12
    report(ok, detail + f"; iou {overlap:.6f} (expected {1 / 7:.6f}); backend {matplotlib.get_backend()}")


if __name__ == "__main__":
    main()
