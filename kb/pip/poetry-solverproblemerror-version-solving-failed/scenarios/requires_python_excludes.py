"""Poetry "version solving failed" (SolverProblemError), cause: the project's Python range
admits versions that every release of a dependency excludes.

requires-python = ">=3.9" and a dependency libnew whose releases all need Python >=3.11.
Poetry solves for the whole range, whatever interpreter runs it. Local source on 127.0.0.1.

Remedies:
  raise-requires-python   requires-python = ">=3.11"
  marker-on-dependency    "libnew; python_version >= '3.11'", the project keeps >=3.9
"""
import os, tomllib

from pipkit import arg_remedy, check, make_project, tmpdir
from _poetrykit import index, locked, poetry

REMEDY = arg_remedy({"raise-requires-python", "marker-on-dependency"})

tmp = tmpdir("kf-poetry-")
url = index(tmp, "main", [("libnew", "1.0", [], ">=3.11"), ("libnew", "1.1", [], ">=3.11")])
rp = ">=3.11" if REMEDY == "raise-requires-python" else ">=3.9"
dep = '"libnew; python_version >= \'3.11\'"' if REMEDY == "marker-on-dependency" else '"libnew"'
proj = make_project(os.path.join(tmp, "proj"), {"pyproject.toml": (
    '[project]\nname = "demo"\nversion = "0.1.0"\nrequires-python = "%s"\ndependencies = [%s]\n\n'
    '[tool.poetry]\npackage-mode = false\n\n'
    '[[tool.poetry.source]]\nname = "local"\nurl = "%s"\npriority = "primary"\n' % (rp, dep, url))})
poetry(["lock"], tmp, proj)
with open(os.path.join(proj, "poetry.lock"), "rb") as f:
    lock = tomllib.load(f)
libnew = next((p for p in lock.get("package", []) if p["name"] == "libnew"), {})
marker = libnew.get("markers")
ok = libnew.get("version") == "1.1" and lock["metadata"]["python-versions"] == rp
if REMEDY == "marker-on-dependency":
    # the project keeps >=3.9; libnew is locked only for Python >= 3.11
    ok = ok and marker == 'python_version >= "3.11"'
check(ok, "poetry.lock: libnew %r (markers %r), project python-versions %r; expected 1.1 under %s"
      % (libnew.get("version"), marker, lock["metadata"]["python-versions"], rp))
