"""Sources of the PyCharm helper backend module `backend_interagg` that the scenario writes out.

OLD is a reconstruction of an older PyCharm matplotlib helper backend
(pycharm_matplotlib_backend/backend_interagg.py in JetBrains/intellij-community), reduced to
its module-level shape: show, draw_if_interactive, new_figure_manager(_given_figure),
FigureCanvasInterAgg, FigureManagerInterAgg and FigureManager, but no module-level
FigureCanvas. NEW is the same module with the `FigureCanvas = FigureCanvasAgg` line that
current helpers end with. PyCharm sends the rendered PNG to its Plots tool window over a
socket; this stand-in writes the PNG to $KF_PLOT_OUT instead.
"""

OLD = '''import io
import os

import matplotlib
from matplotlib._pylab_helpers import Gcf
from matplotlib.backend_bases import FigureManagerBase, ShowBase
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure


def _display(png_bytes):
    with open(os.environ["KF_PLOT_OUT"], "wb") as f:
        f.write(png_bytes)


class Show(ShowBase):
    def __call__(self, **kwargs):
        for manager in Gcf.get_all_fig_managers():
            manager.show(**kwargs)

    def mainloop(self):
        pass


show = Show()


def draw_if_interactive():
    if matplotlib.is_interactive():
        manager = Gcf.get_active()
        if manager is not None:
            manager.canvas.show()


def new_figure_manager(num, *args, **kwargs):
    FigureClass = kwargs.pop("FigureClass", Figure)
    return new_figure_manager_given_figure(num, FigureClass(*args, **kwargs))


def new_figure_manager_given_figure(num, figure):
    return FigureManagerInterAgg(FigureCanvasInterAgg(figure), num)


class FigureCanvasInterAgg(FigureCanvasAgg):
    def show(self):
        FigureCanvasAgg.draw(self)
        buf = io.BytesIO()
        self.print_png(buf)
        _display(buf.getvalue())


class FigureManagerInterAgg(FigureManagerBase):
    def __init__(self, canvas, num):
        FigureManagerBase.__init__(self, canvas, num)
        self.canvas = canvas
        self._num = num

    def show(self, **kwargs):
        self.canvas.show()
        Gcf.destroy(self._num)


FigureManager = FigureManagerInterAgg
'''

NEW = OLD.replace("FigureManager = FigureManagerInterAgg\n",
                  "FigureCanvas = FigureCanvasAgg\nFigureManager = FigureManagerInterAgg\n")
