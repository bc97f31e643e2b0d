"""The stand-in image package of this entry's scenarios (not a scenario).

kfimage is built like opencv-python: a Python package whose compiled extension module
(_kfimage) is linked against a shared library that the wheel does not contain and expects
from the operating system. Here that library is libkfgl.so.1, a small C library compiled
by the scenario that stands in for libGL.so.1; a "headless" build of the same extension
does not link it.
"""
import os

LIB_SONAME = "libkfgl.so.1"
LIB_C = """
int kfgl_scale(void) { return 3; }
"""
EXT_GUI_C = r"""
#include <Python.h>
int kfgl_scale(void);
static PyObject *brightness(PyObject *self, PyObject *args) {
    PyObject *seq; if (!PyArg_ParseTuple(args, "O", &seq)) return NULL;
    long total = 0; Py_ssize_t n = PySequence_Length(seq);
    for (Py_ssize_t i = 0; i < n; i++) { PyObject *it = PySequence_GetItem(seq, i); total += PyLong_AsLong(it); Py_DECREF(it); }
    return PyLong_FromLong(total * kfgl_scale());
}
static PyMethodDef methods[] = {{"brightness", brightness, METH_VARARGS, NULL}, {NULL, NULL, 0, NULL}};
static struct PyModuleDef mod = {PyModuleDef_HEAD_INIT, "_kfimage", NULL, -1, methods};
PyMODINIT_FUNC PyInit__kfimage(void) { return PyModule_Create(&mod); }
"""
# the headless build computes the same thing without calling into the GUI library
EXT_HEADLESS_C = EXT_GUI_C.replace("int kfgl_scale(void);", "static int kfgl_scale(void) { return 3; }")
INIT_PY = "from _kfimage import brightness\n"
PIXELS = [10, 20, 30, 45]
EXPECTED = 3 * sum(PIXELS)  # the reference: the arithmetic the extension implements


def build_package(site, gui_lib_folder=None):
    """Install kfimage into `site`: the GUI build (linked against libkfgl) when
    gui_lib_folder is given (where the build machine had the library), else the headless one."""
    from envkit import build_extension, dev_symlink
    os.makedirs(os.path.join(site, "kfimage"), exist_ok=True)
    with open(os.path.join(site, "kfimage", "__init__.py"), "w") as f:
        f.write(INIT_PY)
    if gui_lib_folder:
        dev_symlink(gui_lib_folder, LIB_SONAME)
        build_extension(site, "_kfimage", EXT_GUI_C, gui_lib_folder, "kfgl")
    else:
        build_extension(site, "_kfimage", EXT_HEADLESS_C)
