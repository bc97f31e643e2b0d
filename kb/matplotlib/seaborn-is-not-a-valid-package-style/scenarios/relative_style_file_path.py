"""A project style sheet referenced by a path relative to the working directory.

The project keeps its house style in report.mplstyle next to the plotting script and
calls plt.style.use('report.mplstyle'). Run from the project folder this works; run
from anywhere else (a scheduler, an IDE, a notebook in another folder), the relative
path does not exist and matplotlib raises
OSError: 'report.mplstyle' is not a valid package style, ...

The scenario writes the project into a temporary folder and runs from its parent.

Reference: after the remedy, rcParams must hold the values of report.mplstyle, parsed
by hand, and a figure must render.

Usage: python relative_style_file_path.py [--remedy ID]
"""

import os
import tempfile
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from _common import parse_remedy, read_style_file, report, style_applied  # noqa: E402

REMEDIES = ("style-path-relative-to-script",)

STYLE = """\
# house style of the report
axes.facecolor: eeeeee
axes.grid: True
grid.linestyle: --
lines.linewidth: 2.5
font.size: 9
"""


def plot_report(project_dir, remedy):
    if remedy == "style-path-relative-to-script":
        plt.style.use(Path(project_dir) / "report.mplstyle")  # anchored to the script's folder
    else:
        plt.style.use("report.mplstyle")  # relative to the current working directory
    fig, ax = plt.subplots(figsize=(3, 2))
    ax.plot([0, 1, 2], [2, 1, 3])
    fig.canvas.draw()
    plt.close(fig)


def main():
    remedy = parse_remedy(REMEDIES)
    with tempfile.TemporaryDirectory() as tmp:
        project = Path(tmp) / "project"
        project.mkdir()
        (project / "report.mplstyle").write_text(STYLE, encoding="utf-8")
        os.chdir(tmp)  # started from the parent folder, not from the project
        plot_report(project, remedy)
        wanted = read_style_file(project / "report.mplstyle")
        bad = style_applied(matplotlib.rcParams, wanted)
    report(not bad, f"{len(wanted) - len(bad)}/{len(wanted)} rcParams of report.mplstyle applied"
                    + (f"; differing: {', '.join(sorted(bad))}" if bad else ""))


if __name__ == "__main__":
    main()
