"""A module imported by the script selects Agg, then the script calls plt.show().

The script runs where DISPLAY is set, as on a Linux desktop, but an analysis module
it imports calls matplotlib.use("agg") at import time, so pyplot uses Agg and plt.show()
warns that it cannot show the figure. MPLBACKEND=Agg or `backend: Agg` in a
matplotlibrc have the same effect. The program turns the UserWarning into an error.

Reference: the delivered figure (a PNG whose pixels equal the figure's Agg rendering
drawn again in memory), and the module's moving average compared with a hand-computed
value.

Usage: python agg_selected_by_code.py [--remedy ID]
"""

import os
import warnings
from pathlib import Path

from _common import check_delivered, parse_remedy, report

REMEDIES = ("save-figure-to-file", "silence-the-warning")


def main():
    remedy = parse_remedy(REMEDIES)
    os.environ.pop("MPLBACKEND", None)
    os.environ["DISPLAY"] = ":99"  # set, as in a desktop session
    import matplotlib.pyplot as plt
    import helper_lib_selects_agg as lib  # calls matplotlib.use("agg")
    import matplotlib

    warnings.filterwarnings("error", message=".*(non-GUI backend|non-interactive)", category=UserWarning)
    out = Path(__file__).resolve().parent / "figure.png"
    out.unlink(missing_ok=True)

    ys = lib.moving_average([1.0, 3.0, 2.0, 5.0, 4.0], 2)
    fig, ax = plt.subplots(figsize=(4, 3), dpi=50)
    ax.plot(ys)
    if remedy == "save-figure-to-file":
        fig.savefig(out)
    elif remedy == "silence-the-warning":
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", UserWarning)
            plt.show()
    else:
        plt.show()
    ok, detail = check_delivered(fig, out)
    ok = ok and ys == [2.0, 2.5, 3.5, 4.5]
    report(ok, detail + f"; moving average {ys}; backend {matplotlib.get_backend()}")


if __name__ == "__main__":
    main()
