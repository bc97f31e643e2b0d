"""pip error: externally-managed-environment, cause: a venv exists but the system pip is used.

The project has a virtual environment, but `pip` on PATH (not activated, or `sudo pip`,
or `python3 -m pip` with the system python3) is the distro Python's, which carries the
PEP 668 marker (built by make_system_python in _pipkit.py).

Remedies:
  use-the-venv-interpreter     run the venv's interpreter: .venv/bin/python -m pip install ...
"""
import json, os, subprocess

from _pipkit import APP, EXPECTED, PKG, arg_remedy, make_system_python, make_wheel, pip_with, run_with, tmpdir


REMEDY = arg_remedy({'use-the-venv-interpreter'})

tmp = tmpdir("kf-pep668-")
links = os.path.join(tmp, "links")
make_wheel(links, "fancyjson", "1.0", PKG)
syspy = make_system_python(os.path.join(tmp, "usr"))
venv = os.path.join(tmp, "project", ".venv")
subprocess.run([syspy, "-m", "venv", "--without-pip", venv], check=True)
vpy = os.path.join(venv, "bin", "python")
base = ["install", "--no-index", "--find-links", links, "fancyjson"]
if REMEDY == "use-the-venv-interpreter":
    # `.venv/bin/python -m pip install ...`; this offline venv has no pip of its own,
    # so pip is told to target the venv's interpreter (same effect, same check)
    pip_with(syspy, ["--python", vpy] + base)
else:
    pip_with(syspy, base)
got = run_with(vpy, APP)
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == EXPECTED, "detail": "app printed %r, expected %r" % (got, EXPECTED)}))
