"""The stand-in runtime library of this entry's scenarios (not a scenario).

libkfcxx.so.6 is a small C library with GNU symbol versions, built like libstdc++ and
glibc: every release keeps the old version nodes and adds a new one for new symbols
(KFCXX_3.4.29, then KFCXX_3.4.30, as libstdc++ has GLIBCXX_3.4.29 and GLIBCXX_3.4.30). An
extension module built against the newer release records that it needs KFCXX_3.4.30; the
dynamic loader refuses an older copy of the library that lacks that node.
"""
import os

SONAME = "libkfcxx.so.6"
OLD_C = "int kf_sum3(int a, int b, int c) { return a + b + c; }\n"
NEW_C = OLD_C + "int kf_sum_n(const int *v, int n) { int s = 0; for (int i = 0; i < n; i++) s += v[i]; return s; }\n"
OLD_MAP = "KFCXX_3.4.29 { global: kf_sum3; local: *; };\n"
NEW_MAP = "KFCXX_3.4.29 { global: kf_sum3; local: *; };\nKFCXX_3.4.30 { global: kf_sum_n; } KFCXX_3.4.29;\n"

_EXT_HEAD = r"""
#include <Python.h>
int kf_sum3(int a, int b, int c);
int kf_sum_n(const int *v, int n);
static PyObject *total(PyObject *self, PyObject *args) {
    int a, b, c; if (!PyArg_ParseTuple(args, "iii", &a, &b, &c)) return NULL;
"""
_EXT_TAIL = r"""
}
static PyMethodDef methods[] = {{"total", total, METH_VARARGS, NULL}, {NULL, NULL, 0, NULL}};
static struct PyModuleDef mod = {PyModuleDef_HEAD_INIT, "_kfext", NULL, -1, methods};
PyMODINIT_FUNC PyInit__kfext(void) { return PyModule_Create(&mod); }
"""
#: built against the new release: calls the new symbol, needs KFCXX_3.4.30
EXT_NEW_C = _EXT_HEAD + "    int v[3] = {a, b, c}; return PyLong_FromLong(kf_sum_n(v, 3));" + _EXT_TAIL
#: built for the old baseline (like a manylinux build on an old distribution): only KFCXX_3.4.29
EXT_OLD_C = _EXT_HEAD + "    return PyLong_FromLong(kf_sum3(a, b, c));" + _EXT_TAIL
ARGS = (7, 11, 24)
EXPECTED = sum(ARGS)


def build_lib(folder, new):
    from envkit import build_shared_lib, dev_symlink
    path = build_shared_lib(folder, SONAME, NEW_C if new else OLD_C, NEW_MAP if new else OLD_MAP)
    dev_symlink(folder, SONAME)
    return path


def build_ext(site, lib_folder, new_api):
    from envkit import build_extension
    return build_extension(site, "_kfext", EXT_NEW_C if new_api else EXT_OLD_C, lib_folder, "kfcxx")
