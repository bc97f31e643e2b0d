"""Shared by this entry's scenarios: fetch real wheels, build a real Cython extension.

A small Cython module ``colsum`` (it cimports numpy and types its argument as
``np.ndarray``) is compiled with Cython 0.29.37 and gcc against the C headers of a
chosen NumPy release, exactly as a wheel builder or ``pip install`` would do. The
NumPy wheel is only downloaded and unpacked for its headers; nothing is installed into
the environment.
"""

import argparse
import glob
import json
import os
import subprocess
import sys
import sysconfig
import zipfile

CYTHON = "Cython==0.29.37"

PYX = """
# cython: language_level=3
cimport numpy as cnp
import numpy as np

cnp.import_array()

def column_sums(cnp.ndarray a):
    cdef Py_ssize_t i, j
    out = [0.0] * a.shape[1]
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            out[j] += a[i, j]
    return out
"""

# the declaration an old .pxd (before check_size existed) made of numpy.ndarray
PYX_OLD_DECL = """
# cython: language_level=3
cdef extern from "numpy/arrayobject.h":
    ctypedef class numpy.ndarray [object PyArrayObject]:
        pass
    void _import_array()

import numpy as np
_import_array()

def column_sums(ndarray a):
    return [float(x) for x in np.asarray(a).sum(axis=0)]
"""


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in remedies:
        print(f"unknown remedy {r!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return r


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))


def pip(*args):
    subprocess.run([sys.executable, "-m", "pip", *args, "--quiet", "--disable-pip-version-check"],
                   check=True, stdout=subprocess.DEVNULL)


def download(req, dest):
    pip("download", "--no-deps", "--only-binary=:all:", req, "-d", dest)
    name = req.split("==")[0]
    return [w for w in glob.glob(os.path.join(dest, "*.whl")) if os.path.basename(w).lower().startswith(name.lower())][0]


def numpy_headers(version, work):
    """The C headers of the numpy==version wheel for this interpreter (unpacked, not installed)."""
    root = os.path.join(work, f"numpy-{version}-headers")
    if not os.path.isdir(root):
        whl = download(f"numpy=={version}", os.path.join(work, "dl"))
        with zipfile.ZipFile(whl) as z:
            for n in z.namelist():
                if "/include/numpy/" in n:
                    z.extract(n, root)
    return glob.glob(os.path.join(root, "numpy", "*core", "include"))[0]


def cython_dir(work):
    root = os.path.join(work, "cython")
    if not os.path.isdir(root):
        with zipfile.ZipFile(download(CYTHON, os.path.join(work, "dl"))) as z:
            z.extractall(root)
    return root


def build(work, name, pyx_source, include_dir):
    """Cythonize and compile pyx_source into work/<name>/colsum*.so against include_dir; return the folder."""
    out = os.path.join(work, name)
    os.makedirs(out, exist_ok=True)
    pyx = os.path.join(out, "colsum.pyx")
    with open(pyx, "w") as f:
        f.write(pyx_source)
    env = dict(os.environ, PYTHONPATH=cython_dir(work))
    # a sys.path without the installed numpy, so Cython uses its own numpy .pxd like a build sandbox
    subprocess.run([sys.executable, "-S", "-c", "import sys; sys.argv=['cython']+sys.argv[1:];"
                    "from Cython.Compiler.Main import setuptools_main; setuptools_main()", "-3", pyx,
                    "-o", os.path.join(out, "colsum.c")], check=True, env=env)
    so = os.path.join(out, "colsum" + sysconfig.get_config_var("EXT_SUFFIX"))
    subprocess.run(["gcc", "-shared", "-fPIC", "-O1", "-w", "-I", sysconfig.get_paths()["include"], "-I", include_dir,
                    os.path.join(out, "colsum.c"), "-o", so], check=True)
    return out
