"""plt.show() where DISPLAY is set but no X server answers there.

WSL without an X server, an SSH session that kept a stale DISPLAY, a container started
with DISPLAY passed in but without the X socket: matplotlib cannot open the display,
falls back to the non-interactive Agg backend, and plt.show() warns instead of opening a
window. The program turns that UserWarning into an error (as `python -W error` or
pytest's `filterwarnings = error` do), so the lab sees it end the run.

Reference: the delivered figure (a window, or a PNG whose pixels equal the figure's Agg
rendering drawn again in memory).

Usage: python display_set_but_unusable.py [--remedy ID]
"""

import os
import warnings
from pathlib import Path

from _common import check_delivered, parse_remedy, report

REMEDIES = ("save-figure-to-file", "silence-the-warning", "switch-to-tkagg")


def main():
    remedy = parse_remedy(REMEDIES)
    os.environ.pop("WAYLAND_DISPLAY", None)
    os.environ.pop("MPLBACKEND", None)
    os.environ["DISPLAY"] = ":99"  # set, but no X server listens there
    import matplotlib

    if remedy == "switch-to-tkagg":
        matplotlib.use("TkAgg")
    import matplotlib.pyplot as plt

    warnings.filterwarnings("error", message=".*(non-GUI backend|non-interactive)", category=UserWarning)
    out = Path(__file__).resolve().parent / "figure.png"
    out.unlink(missing_ok=True)

    fig, ax = plt.subplots(figsize=(4, 3), dpi=50)
    ax.plot([0, 1, 2, 3], [1, 3, 2, 5])
    if remedy == "save-figure-to-file":
        fig.savefig(out)
    elif remedy == "silence-the-warning":
        warnings.filterwarnings("ignore", message=".*(non-GUI backend|non-interactive)", category=UserWarning)
        plt.show()
    else:
        plt.show()
    ok, detail = check_delivered(fig, out)
    report(ok, detail + f"; backend {matplotlib.get_backend()}")


if __name__ == "__main__":
    main()
