"""Running a plotting script the way an older PyCharm runs it, on matplotlib >= 3.8.

With "Show plots in tool window" on, PyCharm puts its helpers folder on PYTHONPATH and sets
MPLBACKEND=module://backend_interagg. The helper module of older PyCharm releases has no
module-level FigureCanvas, which matplotlib 3.8 and later require of a backend module, so
the first figure fails with AttributeError: module 'backend_interagg' has no attribute
'FigureCanvas'. The helper written out here is a reconstruction of that older module's
shape (interagg_sources.OLD); interagg_sources.NEW is the same module with the
`FigureCanvas = FigureCanvasAgg` line that current helpers have.

Reference: the PNG the backend delivers (to the tool window; here to a file) holds exactly
the pixels that Agg renders for the figure.

Usage: python old_pycharm_helper_backend.py [--remedy ID]
"""

import atexit
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import interagg_sources
from _common import parse_remedy, report

REMEDIES = ("update-pycharm", "select-backend-before-pyplot")
HERE = Path(__file__).resolve().parent

SCRIPT = r'''
import sys
if sys.argv[1] == "select-backend-before-pyplot":
    import matplotlib
    matplotlib.use("Agg")  # no display in the lab; on a desktop "TkAgg" or "QtAgg"
import matplotlib.pyplot as plt
fig, ax = plt.subplots(figsize=(4, 3), dpi=50)
ax.plot([0, 1, 2, 3], [1, 3, 2, 5])
if sys.argv[1] == "select-backend-before-pyplot":
    fig.savefig(sys.argv[2])
plt.show()
'''

CHECK = r'''
import sys
import numpy as np
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import matplotlib.image as mpimg
from matplotlib.backends.backend_agg import FigureCanvasAgg
fig, ax = plt.subplots(figsize=(4, 3), dpi=50)
ax.plot([0, 1, 2, 3], [1, 3, 2, 5])
c = FigureCanvasAgg(fig); c.draw()
want = np.asarray(c.buffer_rgba())
got = np.round(mpimg.imread(sys.argv[1]) * 255).astype(np.uint8)
print(int(got.shape == want.shape and (got == want).all()), got.shape[1], got.shape[0])
'''


def main():
    remedy = parse_remedy(REMEDIES)
    out = HERE / "plot.png"
    out.unlink(missing_ok=True)
    helpers = Path(tempfile.mkdtemp(prefix="kf-pycharm-helpers-"))
    atexit.register(shutil.rmtree, helpers, True)
    (helpers / "backend_interagg.py").write_text(
        interagg_sources.NEW if remedy == "update-pycharm" else interagg_sources.OLD)
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(PYTHONPATH=str(helpers), MPLBACKEND="module://backend_interagg", KF_PLOT_OUT=str(out),
               PYCHARM_HOSTED="1")
    r = subprocess.run([sys.executable, "-c", SCRIPT, remedy or "-", str(out)], env=env,
                       capture_output=True, text=True)
    if r.returncode != 0:
        sys.stderr.write(r.stderr)
        sys.exit(1)
    if not out.exists():
        report(False, "the script ran but no figure reached the tool window or a file")
        return
    same, w, h = subprocess.run([sys.executable, "-c", CHECK, str(out)], capture_output=True,
                                text=True, check=True).stdout.split()
    report(same == "1", f"delivered {w}x{h} px PNG, identical to the Agg rendering: {same == '1'}")


if __name__ == "__main__":
    main()
