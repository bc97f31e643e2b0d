"""A C extension built against NumPy 1.26 headers, imported under NumPy 2.

This is what happens when a binary wheel (or an in-place build) made for NumPy 1.x
meets a NumPy 2 installation. The program downloads the real numpy 1.26.4 wheel with
the environment's own pip (no install), extracts only its C headers, compiles a tiny
extension ``rowsum`` with gcc exactly as a NumPy-1.x build would, and imports it
under the NumPy 2 that is installed.

Correctness check: ``rowsum.total(a)`` must equal ``float(a.sum())`` computed by NumPy.

Remedies:
  rebuild-against-numpy-2     rebuild the extension with the running NumPy's headers
  pin-numpy-below-2           run the same binary next to numpy 1.26.4 (pip install --target)
  filter-warnings             warnings.filterwarnings("ignore") before the import (dead end)
  rebuild-with-numpy-1x-build-dep  rebuild from source, but the build still uses 1.x headers (dead end)

Usage: python extension_built_against_numpy_1x.py [--remedy ID]
"""

import argparse
import glob
import json
import os
import subprocess
import sys
import sysconfig
import tempfile
import zipfile

import numpy as np

REMEDIES = ("rebuild-against-numpy-2", "pin-numpy-below-2", "filter-warnings", "rebuild-with-numpy-1x-build-dep")
OLD_NUMPY = "numpy==1.26.4"

C_SOURCE = r"""
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <numpy/arrayobject.h>

static PyObject *total(PyObject *self, PyObject *args) {
    PyObject *obj;
    if (!PyArg_ParseTuple(args, "O", &obj)) return NULL;
    PyArrayObject *a = (PyArrayObject *)PyArray_FROM_OTF(obj, NPY_DOUBLE, NPY_ARRAY_IN_ARRAY);
    if (a == NULL) return NULL;
    double s = 0.0;
    npy_intp n = PyArray_SIZE(a);
    const double *d = (const double *)PyArray_DATA(a);
    for (npy_intp i = 0; i < n; i++) s += d[i];
    Py_DECREF(a);
    return PyFloat_FromDouble(s);
}

static PyMethodDef methods[] = {{"total", total, METH_VARARGS, "sum of all elements"}, {NULL, NULL, 0, NULL}};
static struct PyModuleDef moddef = {PyModuleDef_HEAD_INIT, "rowsum", NULL, -1, methods};

PyMODINIT_FUNC PyInit_rowsum(void) {
    import_array();
    return PyModule_Create(&moddef);
}
"""


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def fetch_old_numpy_wheel(work):
    dl = os.path.join(work, "dl")
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--no-deps",
         "--only-binary=:all:", OLD_NUMPY, "-d", dl],
        check=True, stdout=subprocess.DEVNULL,
    )
    return glob.glob(os.path.join(dl, "numpy-1.26.4-*.whl"))[0]


def old_headers(wheel, work):
    dest = os.path.join(work, "np1-headers")
    with zipfile.ZipFile(wheel) as z:
        z.extractall(dest, [n for n in z.namelist() if n.startswith("numpy/core/include/")])
    return os.path.join(dest, "numpy", "core", "include")


def build(include_dir, outdir, extra=()):
    os.makedirs(outdir, exist_ok=True)
    src = os.path.join(outdir, "rowsum.c")
    with open(src, "w") as f:
        f.write(C_SOURCE)
    target = os.path.join(outdir, "rowsum" + sysconfig.get_config_var("EXT_SUFFIX"))
    subprocess.run(
        ["gcc", "-shared", "-fPIC", "-O1", "-w", *extra, "-I" + sysconfig.get_paths()["include"],
         "-I" + include_dir, src, "-o", target],
        check=True,
    )
    return outdir


def report(got, want, where):
    ok = abs(got - want) < 1e-9
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"rowsum.total = {got!r}, numpy sum = {want!r} ({where})"}))


def main():
    remedy = parse_remedy()
    if not np.__version__.startswith("2."):
        sys.exit(f"this scenario needs NumPy 2 at run time, found {np.__version__}")
    work = tempfile.mkdtemp(prefix="np1ext-")
    wheel = fetch_old_numpy_wheel(work)
    data = np.linspace(0.0, 1.0, 11)

    if remedy == "rebuild-against-numpy-2":
        build_dir = build(np.get_include(), os.path.join(work, "build-np2"))
    elif remedy == "rebuild-with-numpy-1x-build-dep":
        # `pip install --no-binary` with a build requirement such as oldest-supported-numpy:
        # a fresh compile, but still against NumPy 1.x headers.
        build_dir = build(old_headers(wheel, work), os.path.join(work, "build-src"),
                          extra=("-DNPY_NO_DEPRECATED_API=NPY_1_7_API_VERSION",))
    else:
        build_dir = build(old_headers(wheel, work), os.path.join(work, "build-np1"))

    if remedy == "pin-numpy-below-2":
        # Same binary, but run where numpy<2 is what gets imported (pip install --target = installing numpy 1.26.4).
        site = os.path.join(work, "site-np1")
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                        "--no-deps", "--target", site, wheel], check=True, stdout=subprocess.DEVNULL)
        child = (
            "import numpy as np, rowsum, json; a = np.linspace(0.0, 1.0, 11);"
            "print(json.dumps([np.__version__, rowsum.total(a), float(a.sum())]))"
        )
        env = dict(os.environ, PYTHONPATH=os.pathsep.join([site, build_dir]))
        out = subprocess.run([sys.executable, "-s", "-c", child], env=env, check=True,
                             capture_output=True, text=True).stdout
        version, got, want = json.loads(out.strip().splitlines()[-1])
        report(got, want, f"numpy {version} in a child process")
        return

    if remedy == "filter-warnings":
        import warnings

        warnings.filterwarnings("ignore")
    sys.path.insert(0, build_dir)
    import rowsum  # NumPy 2 refuses a module built with NumPy 1.x headers

    report(rowsum.total(data), float(data.sum()), f"numpy {np.__version__}")


if __name__ == "__main__":
    main()
