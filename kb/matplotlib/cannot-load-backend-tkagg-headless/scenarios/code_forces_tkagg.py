"""A script that selects the TkAgg backend and runs where there is no display.

matplotlib.use("TkAgg") at the top of a plotting script works on a desktop. In a
container, over SSH without X forwarding, in CI or on a cluster node there is no
display, matplotlib reports the running framework as 'headless', and switching to a
backend that needs Tk raises ImportError.

Reference: the figure saved to a PNG has the figure's pixel size and its line holds
exactly the data (compared with the Python lists it was built from).

Usage: python code_forces_tkagg.py [--remedy ID]
"""

import os
from pathlib import Path

from _common import check_saved_figure, parse_remedy, report

REMEDIES = ("use-agg-and-savefig", "fall-back-to-agg-when-headless", "try-except-around-matplotlib-use",
            "set-display-variable")


def main():
    remedy = parse_remedy(REMEDIES)
    os.environ.pop("DISPLAY", None)
    os.environ.pop("WAYLAND_DISPLAY", None)
    import matplotlib

    if remedy == "use-agg-and-savefig":
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    elif remedy == "fall-back-to-agg-when-headless":
        import matplotlib.pyplot as plt
        try:
            plt.switch_backend("TkAgg")  # loads the backend now, so the failure is caught here
        except ImportError:
            plt.switch_backend("Agg")
    elif remedy == "try-except-around-matplotlib-use":
        try:
            matplotlib.use("TkAgg")  # before pyplot is imported this only records the choice
        except ImportError:
            matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    elif remedy == "set-display-variable":
        os.environ["DISPLAY"] = ":0"  # nothing is listening there
        matplotlib.use("TkAgg")
        import matplotlib.pyplot as plt
    else:
        matplotlib.use("TkAgg")
        import matplotlib.pyplot as plt

    xs, ys = [0.0, 1.0, 2.0, 3.0], [1.0, 3.0, 2.0, 5.0]
    fig, ax = plt.subplots(figsize=(4, 3), dpi=50)
    ax.plot(xs, ys)
    out = Path(__file__).resolve().parent / "plot.png"
    fig.savefig(out)
    if matplotlib.get_backend().lower() != "agg":
        plt.show()
    ok, detail = check_saved_figure(fig, ax, out, xs, ys)
    report(ok, detail + f"; backend {matplotlib.get_backend()}")


if __name__ == "__main__":
    main()
