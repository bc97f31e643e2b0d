"""A C extension built with NumPy 2 headers and NPY_TARGET_VERSION=2.0, imported under NumPy 1.26.

This is the reverse of the famous NumPy 2 error: the binary needs a newer NumPy C-API
than the one running. The program downloads the real numpy 2.4.6 wheel with the
environment's own pip (no install), extracts only its C headers, compiles a tiny
extension ``rowsum`` that opts into the NumPy 2.0 C-API (as a package does when it sets
``NPY_TARGET_VERSION`` to 2.0), and imports it under the NumPy 1.26 that is installed.

Correctness check: ``rowsum.total(a)`` must equal ``float(a.sum())`` computed by NumPy.

Remedies:
  build-for-oldest-supported-api  rebuild with the default target (the NumPy 2 headers then target old APIs)
  upgrade-numpy                   run the same binary next to numpy 2.4.6 (pip install --target)
  force-reinstall-same-numpy      reinstall the numpy that is already there (dead end)

Usage: python extension_targets_newer_c_api.py [--remedy ID]
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

REMEDIES = ("build-for-oldest-supported-api", "upgrade-numpy", "force-reinstall-same-numpy")
NEW_NUMPY = "numpy==2.4.6"

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


def pip(*args):
    subprocess.run([sys.executable, "-m", "pip", *args, "--quiet", "--disable-pip-version-check"],
                   check=True, stdout=subprocess.DEVNULL)


def main():
    remedy = parse_remedy()
    if not np.__version__.startswith("1."):
        sys.exit(f"this scenario needs NumPy 1.x at run time, found {np.__version__}")
    work = tempfile.mkdtemp(prefix="np2ext-")
    dl = os.path.join(work, "dl")
    pip("download", "--no-deps", "--only-binary=:all:", NEW_NUMPY, "-d", dl)
    wheel = glob.glob(os.path.join(dl, "numpy-2.4.6-*.whl"))[0]
    hdr = os.path.join(work, "np2-headers")
    with zipfile.ZipFile(wheel) as z:
        z.extractall(hdr, [n for n in z.namelist() if n.startswith("numpy/_core/include/")])

    build_dir = os.path.join(work, "build")
    os.makedirs(build_dir)
    src = os.path.join(build_dir, "rowsum.c")
    with open(src, "w") as f:
        f.write(C_SOURCE)
    target = ["-DNPY_TARGET_VERSION=NPY_2_0_API_VERSION"]
    if remedy == "build-for-oldest-supported-api":
        target = []  # NumPy 2 headers default to an old C-API target, which NumPy 1.x provides
    subprocess.run(["gcc", "-shared", "-fPIC", "-O1", "-w", *target, "-I" + sysconfig.get_paths()["include"],
                    "-I" + os.path.join(hdr, "numpy", "_core", "include"), src,
                    "-o", os.path.join(build_dir, "rowsum" + sysconfig.get_config_var("EXT_SUFFIX"))], check=True)

    if remedy in ("upgrade-numpy", "force-reinstall-same-numpy"):
        # Installing a numpy (pip install --target) and running the same binary against it.
        site = os.path.join(work, "site")
        if remedy == "upgrade-numpy":
            pip("install", "--no-deps", "--target", site, wheel)
        else:
            pip("install", "--no-deps", "--only-binary=:all:", "--force-reinstall", "--target", site,
                f"numpy=={np.__version__}")
        child = (
            "import numpy as np, rowsum, json; a = np.linspace(0.0, 1.0, 11);"
            "print(json.dumps([np.__version__, rowsum.total(a), float(a.sum())]))"
        )
        env = dict(os.environ, PYTHONPATH=os.pathsep.join([site, build_dir]))
        proc = subprocess.run([sys.executable, "-s", "-c", child], env=env, capture_output=True, text=True)
        if proc.returncode != 0:
            sys.stderr.write(proc.stderr)
            sys.exit(proc.returncode)
        version, got, want = json.loads(proc.stdout.strip().splitlines()[-1])
        where = f"numpy {version} in a child process"
    else:
        sys.path.insert(0, build_dir)
        import rowsum  # NumPy 1.26 lacks the C-API version the module was built for

        data = np.linspace(0.0, 1.0, 11)
        got, want, where = rowsum.total(data), float(data.sum()), f"numpy {np.__version__}"
    ok = abs(got - want) < 1e-9
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"rowsum.total = {got!r}, numpy sum = {want!r} ({where})"}))


if __name__ == "__main__":
    main()
