"""pip "pip subprocess to install build dependencies did not run successfully", cause: the
project's [build-system] requires names a version no configured index offers.

rowhash 0.3 is an sdist whose pyproject.toml pins its build-time code generator,
`tablegen>=2.0`; the only index (a local folder, --no-index --find-links) has tablegen 1.0.
pip's isolated build environment cannot be created, so pip fails before it even asks the
backend anything — the shape of an old `numpy==1.19.5` build pin on a Python it has no
wheels for, or a private index without the pinned package.

Remedies:
  install-a-release-with-a-wheel    pip install --only-binary :all: rowhash (0.4 ships a wheel)
  no-build-isolation-with-what-you-have   install tablegen 1.0 yourself, then --no-build-isolation
                                    (builds with a build dependency older than the one pinned)
  install-build-dep-first (dead end)  install tablegen 1.0 first, then a plain pip install
"""
import json, os

from _kit import arg_remedy, make_sdist, make_venv, make_wheel, run_pip, run_python, tmpdir

REMEDY = arg_remedy({"install-a-release-with-a-wheel", "no-build-isolation-with-what-you-have", "install-build-dep-first"})

TABLEGEN = {"tablegen.py": "def table(n):\n    return [(i * 2654435761) % 2**32 for i in range(n)]\n\n"
                           "def render(n):\n    return 'TABLE = %r\\n' % (table(n),)\n"}
SETUP_PY = """import tablegen  # build-time code generator
from setupshim import setup

setup(name="rowhash", version="0.3", py_modules=["rowhash"],
      generated={"_rowhash_table.py": tablegen.render(16)})
"""
ROWHASH_SRC = ("from _rowhash_table import TABLE\n\ndef rowhash(row):\n"
               "    h = 0\n    for i, x in enumerate(row):\n        h ^= TABLE[i % 16] * (x + 1)\n"
               "    return h % 2**32\n")
TABLE = [(i * 2654435761) % 2**32 for i in range(16)]

tmp = tmpdir("kf-builddeps-")
links = os.path.join(tmp, "links")
make_wheel(links, "tablegen", "1.0", TABLEGEN)
make_sdist(links, "rowhash", "0.3", SETUP_PY, {"rowhash.py": ROWHASH_SRC}, build_requires=("tablegen>=2.0",))
if REMEDY == "install-a-release-with-a-wheel":  # the next release publishes a wheel
    make_wheel(links, "rowhash", "0.4", {"rowhash.py": ROWHASH_SRC, "_rowhash_table.py": "TABLE = %r\n" % (TABLE,)})
py = make_venv(os.path.join(tmp, "venv"))
base = ["install", "--no-index", "--find-links", links]
if REMEDY in ("no-build-isolation-with-what-you-have", "install-build-dep-first"):
    run_pip(py, base + ["tablegen"])
extra = {"install-a-release-with-a-wheel": ["--only-binary", ":all:"],
         "no-build-isolation-with-what-you-have": ["--no-build-isolation"]}.get(REMEDY, [])
run_pip(py, base + extra + ["rowhash"])
got = run_python(py, "import rowhash; print(rowhash.rowhash([3, 1, 4, 1, 5]))")
h = 0
for i, x in enumerate([3, 1, 4, 1, 5]):
    h ^= TABLE[i % 16] * (x + 1)
want = str(h % 2**32)
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": "rowhash([3, 1, 4, 1, 5]) -> %s, expected %s" % (got, want)}))
