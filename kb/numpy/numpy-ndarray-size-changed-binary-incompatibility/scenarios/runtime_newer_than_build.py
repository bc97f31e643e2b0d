"""An old-style Cython extension built against an older NumPy, imported under a newer one.

Extensions generated before Cython 0.29 (and modules that still declare
``numpy.ndarray`` themselves without ``check_size ignore``) compare the compiled size
of ``numpy.ndarray`` with the running type and *warn* when the running type is larger.
The program builds the real Cython module ``colsum`` with such a declaration against
the headers of numpy 1.19.5 (80-byte ``PyArrayObject``) and imports it under the
installed numpy 1.21 (88 bytes). ``import numpy`` itself installs filters that ignore
these "size changed" warnings; they surface when a test runner puts its own filters in
front after NumPy was imported (unittest switches to "default", pytest applies
``filterwarnings = error`` per test). The program does what pytest does: after
``import numpy`` it turns warnings into errors, so the
``RuntimeWarning: numpy.ndarray size changed, may indicate binary incompatibility.
Expected 80 from C header, got 88 from PyObject`` stops the program.

Check: ``colsum.column_sums(a)`` equals ``a.sum(axis=0)`` computed by NumPy itself.

Remedies:
  filter-size-warning              ignore exactly this warning; the binary itself is compatible
  rebuild-against-installed-numpy  rebuild the extension with the running NumPy's headers

Usage: python runtime_newer_than_build.py [--remedy ID]
"""

import os
import subprocess
import sys
import tempfile

import numpy as np

from _build import build, numpy_headers, parse_remedy, PYX_OLD_DECL

REMEDIES = ("filter-size-warning", "rebuild-against-installed-numpy")
OLDER = "1.19.5"

RUN = r"""
import sys, json, warnings
sys.path.insert(0, sys.argv[1])
import numpy as np
warnings.simplefilter("error")  # what pytest's filterwarnings = error does before each test
if sys.argv[2] == "filter":
    warnings.filterwarnings("ignore", message="numpy.ndarray size changed", category=RuntimeWarning)
import colsum
a = np.arange(12, dtype=np.float64).reshape(4, 3) * 0.5
got = colsum.column_sums(a)
want = [float(x) for x in a.sum(axis=0)]
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want,
      "detail": f"numpy {np.__version__}: column_sums {got}, numpy sum {want}"}))
"""


def main():
    remedy = parse_remedy(REMEDIES)
    work = tempfile.mkdtemp(prefix="ndsize-")
    if remedy == "rebuild-against-installed-numpy":
        ext = build(work, "ext", PYX_OLD_DECL, np.get_include())
    else:
        ext = build(work, "ext", PYX_OLD_DECL, numpy_headers(OLDER, work))
    mode = "filter" if remedy == "filter-size-warning" else "plain"
    proc = subprocess.run([sys.executable, "-c", RUN, ext, mode], capture_output=True, text=True)
    sys.stdout.write(proc.stdout)
    sys.stderr.write(proc.stderr)
    sys.exit(proc.returncode)


if __name__ == "__main__":
    main()
