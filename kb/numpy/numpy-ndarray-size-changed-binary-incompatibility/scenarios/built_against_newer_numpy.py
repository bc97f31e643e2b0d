"""A Cython extension built against a newer NumPy than the one it is imported under.

This is the state of an environment where a compiled package (a wheel, or a source
build in pip's isolated build environment, which fetches the newest NumPy) was built
with the C headers of a newer NumPy release than the NumPy that is installed. The
program builds the real Cython module ``colsum`` against the headers of the next
NumPy release whose ``PyArrayObject`` struct is larger than the running one:

  running numpy 1.18 (struct of 80 bytes) -> headers of numpy 1.21.6 (88 bytes)
  running numpy 1.21 (88 bytes)           -> headers of numpy 1.22.4 (96 bytes)

and imports it. Cython's generated module init compares the compiled size of
``numpy.ndarray`` with the running type and raises
``ValueError: numpy.ndarray size changed, may indicate binary incompatibility.
Expected 88 from C header, got 80 from PyObject`` (96/88 with the second pair).

Check: ``colsum.column_sums(a)`` equals ``a.sum(axis=0)`` computed by NumPy itself.

Remedies:
  upgrade-numpy                the same binary next to the NumPy release it was built against
                               (installed with pip install --target into a separate folder)
  rebuild-against-installed-numpy  rebuild the extension with the running NumPy's headers
                               (what pip install --no-build-isolation does)
  force-reinstall-same-numpy   reinstall the same NumPy version (dead end)

Usage: python built_against_newer_numpy.py [--remedy ID]
"""

import os
import subprocess
import sys
import tempfile

import numpy as np

from _build import build, check, numpy_headers, parse_remedy, pip, PYX

REMEDIES = ("upgrade-numpy", "rebuild-against-installed-numpy", "force-reinstall-same-numpy")
NEWER = {"1.18": "1.21.6", "1.19": "1.21.6", "1.20": "1.22.4", "1.21": "1.22.4"}

RUN = r"""
import sys, json
sys.path.insert(0, sys.argv[1])
import numpy as np
import colsum
a = np.arange(12, dtype=np.float64).reshape(4, 3) * 0.5
got = colsum.column_sums(a)
want = [float(x) for x in a.sum(axis=0)]
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want,
      "detail": f"numpy {np.__version__}: column_sums {got}, numpy sum {want}"}))
"""


def main():
    remedy = parse_remedy(REMEDIES)
    running = ".".join(np.__version__.split(".")[:2])
    built_with = NEWER[running]
    work = tempfile.mkdtemp(prefix="ndsize-")
    if remedy == "rebuild-against-installed-numpy":
        ext = build(work, "ext", PYX, np.get_include())
    else:
        ext = build(work, "ext", PYX, numpy_headers(built_with, work))
    env = dict(os.environ)
    if remedy == "upgrade-numpy":
        target = os.path.join(work, "newer-numpy")
        pip("install", "--no-deps", "--only-binary=:all:", "--target", target, f"numpy=={built_with}")
        env["PYTHONPATH"] = target
    elif remedy == "force-reinstall-same-numpy":
        target = os.path.join(work, "same-numpy")
        pip("install", "--no-deps", "--only-binary=:all:", "--force-reinstall", "--target", target, f"numpy=={np.__version__}")
        env["PYTHONPATH"] = target
    proc = subprocess.run([sys.executable, "-c", RUN, ext], env=env, capture_output=True, text=True)
    sys.stdout.write(proc.stdout)
    sys.stderr.write(proc.stderr)
    sys.exit(proc.returncode)


if __name__ == "__main__":
    main()
