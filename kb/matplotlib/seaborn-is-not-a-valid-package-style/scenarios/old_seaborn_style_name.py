"""Plotting code written for matplotlib < 3.6 asks for the style 'seaborn-whitegrid'.

matplotlib 3.6 renamed its bundled seaborn styles to 'seaborn-v0_8-<name>' (the old
names kept working with a deprecation warning) and 3.8 removed the old names, so
plt.style.use('seaborn-whitegrid') falls through to "is it a file path?" and raises
OSError: 'seaborn-whitegrid' is not a valid package style, ...

Reference: the rcParams after the remedy must hold the values written in matplotlib's
own stylelib/seaborn-v0_8-whitegrid.mplstyle, parsed by hand, and a figure must render.

Usage: python old_seaborn_style_name.py [--remedy ID]
"""

import os

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from _common import parse_remedy, read_style_file, report, style_applied  # noqa: E402

REMEDIES = ("use-renamed-seaborn-style", "catch-and-ignore-style-error")


def main():
    remedy = parse_remedy(REMEDIES)
    if remedy == "use-renamed-seaborn-style":
        name = "seaborn-v0_8-whitegrid" if "seaborn-v0_8-whitegrid" in plt.style.available else "seaborn-whitegrid"
        plt.style.use(name)
    elif remedy == "catch-and-ignore-style-error":
        try:
            plt.style.use("seaborn-whitegrid")
        except OSError:
            pass  # keep going with whatever style is active
    else:
        plt.style.use("seaborn-whitegrid")

    fig, ax = plt.subplots(figsize=(3, 2))
    ax.plot([0, 1, 2], [1, 3, 2])
    fig.canvas.draw()
    plt.close(fig)

    path = os.path.join(matplotlib.get_data_path(), "stylelib", "seaborn-v0_8-whitegrid.mplstyle")
    wanted = read_style_file(path)
    bad = style_applied(matplotlib.rcParams, wanted)
    report(not bad, f"{len(wanted) - len(bad)}/{len(wanted)} rcParams of seaborn-v0_8-whitegrid applied"
                    + (f"; differing: {', '.join(sorted(bad)[:5])}" if bad else ""))


if __name__ == "__main__":
    main()
