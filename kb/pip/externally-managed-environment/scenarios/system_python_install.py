"""pip error: externally-managed-environment, cause: installing into a distro-managed Python.

The scenario builds a Python installation laid out like a Linux distribution's (not a
virtual environment) whose stdlib folder contains the PEP 668 EXTERNALLY-MANAGED marker,
exactly the file pip looks for (sysconfig.get_path("stdlib")/EXTERNALLY-MANAGED, skipped
inside virtual environments), then runs `python -m pip install fancyjson` with it.

Remedies:
  use-a-venv                   python -m venv .venv; .venv/bin/python -m pip install ...
  install-to-target-dir        pip install --target ./vendor (and put it on sys.path)
  break-system-packages        pip install --break-system-packages ...
  pip-install-user (dead end)  pip install --user ...
"""
import json, os, subprocess

from _pipkit import APP, EXPECTED, PKG, arg_remedy, make_system_python, make_wheel, pip_env, pip_with, run_with, tmpdir


REMEDY = arg_remedy({'pip-install-user', 'use-a-venv', 'break-system-packages', 'install-to-target-dir'})

tmp = tmpdir("kf-pep668-")
links = os.path.join(tmp, "links")
make_wheel(links, "fancyjson", "1.0", PKG)
syspy = make_system_python(os.path.join(tmp, "usr"))
base = ["install", "--no-index", "--find-links", links]
env = pip_env()
env["PYTHONUSERBASE"] = os.path.join(tmp, "userbase")
run_py, run_env = syspy, None
if REMEDY == "use-a-venv":
    venv = os.path.join(tmp, "venv")
    subprocess.run([syspy, "-m", "venv", "--without-pip", venv], check=True)
    run_py = os.path.join(venv, "bin", "python")
    # pip is not installed in this venv (offline), so the system pip is pointed at it
    pip_with(syspy, ["--python", run_py] + base + ["fancyjson"], env)
elif REMEDY == "install-to-target-dir":
    vendor = os.path.join(tmp, "vendor")
    pip_with(syspy, base + ["--target", vendor, "fancyjson"], env)
    run_env = dict(os.environ, PYTHONPATH=vendor)
elif REMEDY == "break-system-packages":
    pip_with(syspy, base + ["--break-system-packages", "fancyjson"], env)
elif REMEDY == "pip-install-user":
    pip_with(syspy, base + ["--user", "fancyjson"], env)
    run_env = dict(os.environ, PYTHONUSERBASE=env["PYTHONUSERBASE"])
else:
    pip_with(syspy, base + ["fancyjson"], env)
got = run_with(run_py, APP, run_env)
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == EXPECTED, "detail": "app printed %r, expected %r" % (got, EXPECTED)}))
