"""pip "Getting requirements to build wheel did not run successfully", cause: setup.py
imports a package that the project does not declare as a build requirement.

rowhash 0.3 is an sdist whose setup.py starts with `import tablegen` (a code generator it
uses at build time, the way setup.py files import numpy, Cython or torch) but whose
pyproject.toml [build-system] requires lists nothing. pip builds in an isolated
environment, so the import fails with ModuleNotFoundError while pip asks the backend for
the build requirements. tablegen 1.0 is available as a wheel in the same folder.

Remedies:
  declare-build-dependency        add tablegen to [build-system] requires (the project's fix;
                                  here: a corrected rowhash sdist in the folder)
  no-build-isolation              install tablegen first, then pip install --no-build-isolation
  install-build-dep-first (dead end)  install tablegen first, then a plain pip install
"""
import json, os

from _kit import arg_remedy, make_sdist, make_venv, make_wheel, run_pip, run_python, tmpdir

REMEDY = arg_remedy({"declare-build-dependency", "no-build-isolation", "install-build-dep-first"})

TABLEGEN = {"tablegen.py": "def table(n):\n    return [(i * 2654435761) % 2**32 for i in range(n)]\n\n"
                           "def render(n):\n    return 'TABLE = %r\\n' % (table(n),)\n"}
SETUP_PY = """import tablegen  # build-time code generator
from setupshim import setup

setup(name="rowhash", version="0.3", py_modules=["rowhash"],
      generated={"_rowhash_table.py": tablegen.render(16)})
"""
ROWHASH = {"rowhash.py": "from _rowhash_table import TABLE\n\ndef rowhash(row):\n"
                         "    h = 0\n    for i, x in enumerate(row):\n        h ^= TABLE[i %% 16] * (x + 1)\n"
                         "    return h %% 2**32\n".replace("%%", "%")}

tmp = tmpdir("kf-getreq-")
links = os.path.join(tmp, "links")
make_wheel(links, "tablegen", "1.0", TABLEGEN)
make_sdist(links, "rowhash", "0.3", SETUP_PY, ROWHASH,
           build_requires=("tablegen",) if REMEDY == "declare-build-dependency" else ())
py = make_venv(os.path.join(tmp, "venv"))
base = ["install", "--no-index", "--find-links", links]
if REMEDY in ("no-build-isolation", "install-build-dep-first"):
    run_pip(py, base + ["tablegen"])
args = base + (["--no-build-isolation"] if REMEDY == "no-build-isolation" else []) + ["rowhash"]
run_pip(py, args)
got = run_python(py, "import rowhash; print(rowhash.rowhash([3, 1, 4, 1, 5]))")
table = [(i * 2654435761) % 2**32 for i in range(16)]
h = 0
for i, x in enumerate([3, 1, 4, 1, 5]):
    h ^= table[i % 16] * (x + 1)
want = str(h % 2**32)
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": "rowhash([3, 1, 4, 1, 5]) -> %s, expected %s" % (got, want)}))
