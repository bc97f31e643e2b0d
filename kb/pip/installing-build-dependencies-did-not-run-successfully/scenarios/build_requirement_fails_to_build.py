"""pip "pip subprocess to install build dependencies did not run successfully", cause: a build
requirement is only available as an sdist, and building it fails.

rowhash 0.3 requires `tablegen>=2.0` to build; the index has tablegen 2.0 only as an sdist
whose own build fails (its setup.py stops: it needs a compiler the machine does not have —
the shape of an old Cython/numpy build pin that has no wheel for a new Python). The failure
is nested: pip's build-dependency subprocess fails while building tablegen.

Remedies:
  provide-a-wheel-of-the-build-dependency   a wheel of tablegen 2.0 (a wheelhouse, or the
                                            vendor's index) added with a second --find-links
"""
import json, os

from _kit import arg_remedy, make_sdist, make_venv, make_wheel, run_pip, run_python, tmpdir

REMEDY = arg_remedy({"provide-a-wheel-of-the-build-dependency"})

TABLEGEN = {"tablegen.py": "def table(n):\n    return [(i * 2654435761) % 2**32 for i in range(n)]\n\n"
                           "def render(n):\n    return 'TABLE = %r\\n' % (table(n),)\n"}
TABLEGEN_SETUP = """raise SystemExit("error: building tablegen's speedups needs a C compiler (cc not found)")
"""
SETUP_PY = """import tablegen  # build-time code generator
from setupshim import setup

setup(name="rowhash", version="0.3", py_modules=["rowhash"],
      generated={"_rowhash_table.py": tablegen.render(16)})
"""
ROWHASH_SRC = ("from _rowhash_table import TABLE\n\ndef rowhash(row):\n"
               "    h = 0\n    for i, x in enumerate(row):\n        h ^= TABLE[i % 16] * (x + 1)\n"
               "    return h % 2**32\n")
TABLE = [(i * 2654435761) % 2**32 for i in range(16)]

tmp = tmpdir("kf-builddeps2-")
links = os.path.join(tmp, "links")
make_sdist(links, "tablegen", "2.0", TABLEGEN_SETUP, TABLEGEN)
make_sdist(links, "rowhash", "0.3", SETUP_PY, {"rowhash.py": ROWHASH_SRC}, build_requires=("tablegen>=2.0",))
py = make_venv(os.path.join(tmp, "venv"))
args = ["install", "--no-index", "--find-links", links]
if REMEDY == "provide-a-wheel-of-the-build-dependency":
    wheelhouse = os.path.join(tmp, "wheelhouse")
    make_wheel(wheelhouse, "tablegen", "2.0", TABLEGEN)
    args += ["--find-links", wheelhouse]
run_pip(py, args + ["rowhash"])
got = run_python(py, "import rowhash; print(rowhash.rowhash([3, 1, 4, 1, 5]))")
h = 0
for i, x in enumerate([3, 1, 4, 1, 5]):
    h ^= TABLE[i % 16] * (x + 1)
want = str(h % 2**32)
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": "rowhash([3, 1, 4, 1, 5]) -> %s, expected %s" % (got, want)}))
