"""uv "No solution found when resolving dependencies", cause: the project's requires-python
admits versions that every release of a dependency excludes.

`uv lock` in a project with requires-python = ">=3.9" that depends on libnew; every libnew
release has Requires-Python: >=3.11. uv resolves for the whole requires-python range, not
only for the interpreter at hand. Local index folder as the default index (no network).

Remedies:
  raise-requires-python   requires-python = ">=3.11" in pyproject.toml
  marker-on-dependency    keep >=3.9 and depend on libnew only where it installs:
                          "libnew; python_version >= '3.11'"
  lock-with-newer-python  uv lock --python <this 3.12 interpreter> (dead end: the range still starts at 3.9)
"""
import os, sys, tomllib

from pipkit import arg_remedy, check, make_project, make_wheel, simple_index, tmpdir
from _uvkit import uv

REMEDY = arg_remedy({"raise-requires-python", "marker-on-dependency", "lock-with-newer-python"})

tmp = tmpdir("kf-uv-")
w = os.path.join(tmp, "wheels")
for v in ("1.0", "1.1"):
    make_wheel(w, "libnew", v, {"libnew/__init__.py": "VERSION = %r\n" % v}, requires_python=">=3.11")
index = simple_index(os.path.join(tmp, "index"), [os.path.join(w, f) for f in sorted(os.listdir(w))])
rp = ">=3.11" if REMEDY == "raise-requires-python" else ">=3.9"
dep = '"libnew; python_version >= \'3.11\'"' if REMEDY == "marker-on-dependency" else '"libnew"'
proj = make_project(os.path.join(tmp, "proj"), {"pyproject.toml": (
    '[project]\nname = "demo"\nversion = "0.1.0"\nrequires-python = "%s"\ndependencies = [%s]\n\n'
    '[[tool.uv.index]]\nname = "local"\nurl = "file://%s"\ndefault = true\n' % (rp, dep, index))})
args = ["lock", "--python", sys.executable]
if REMEDY == "lock-with-newer-python":
    args = ["lock", "--python", sys.executable, "--upgrade"]
uv(args, tmp, cwd=proj)
with open(os.path.join(proj, "uv.lock"), "rb") as f:
    lock = tomllib.load(f)
pkgs = {p["name"]: p for p in lock["package"]}
libnew = pkgs.get("libnew", {}).get("version")
demo_deps = pkgs.get("demo", {}).get("dependencies", [])
marker = next((d.get("marker", "") for d in demo_deps if d.get("name") == "libnew"), None)
if REMEDY == "marker-on-dependency":
    # libnew 1.1 locked, required only where Python >= 3.11; the project still admits 3.9
    ok = libnew == "1.1" and marker == "python_full_version >= '3.11'" and lock.get("requires-python") == ">=3.9"
else:
    ok = libnew == "1.1" and lock.get("requires-python") == ">=3.11"
check(ok, "uv.lock: libnew %r (marker %r), requires-python %r" % (libnew, marker, lock.get("requires-python")))
