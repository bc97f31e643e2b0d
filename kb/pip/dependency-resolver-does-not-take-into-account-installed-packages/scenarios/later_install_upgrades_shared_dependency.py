"""pip "ERROR: pip's dependency resolver does not currently take into account all the packages that
are installed", cause: a later `pip install` upgrades a dependency that an installed package pins.

A venv has appa 1.0 (which pins libcore==1.0). `pip install appb` needs libcore>=2.0; pip resolves
only what this command asks for, upgrades libcore to 2.0, exits 0 and prints the conflict. appa then
fails at run time (libcore 2.0 has no parse()). Local wheels, no network.

Remedies:
  install-together                 one command with both requirements (`pip install appa appb
                                   --upgrade`): the resolver picks appa 1.1, which works with libcore 2
  separate-venvs                   appb in its own venv (two environments instead of one)
  reinstall-the-broken-package     (dead end) pip install --force-reinstall appa==1.0 afterwards
"""
import os, sys
from pipkit import arg_remedy, check, make_venv, run_pip, tmpdir, pip
from _index import build_index
import subprocess

REMEDY = arg_remedy({"install-together", "separate-venvs", "reinstall-the-broken-package"})

tmp = tmpdir()
links = os.path.join(tmp, "links")
build_index(links)
base = ["install", "--no-index", "--find-links", links]
venv = make_venv(os.path.join(tmp, "venv"))
run_pip(base + ["appa==1.0"], python=venv)                       # what was there before
if REMEDY == "install-together":
    p = run_pip(base + ["--upgrade", "appa", "appb"], python=venv)
    envs = {"appa": venv, "appb": venv}
elif REMEDY == "separate-venvs":
    venv_b = make_venv(os.path.join(tmp, "venv-b"))
    p = run_pip(base + ["appb"], python=venv_b)
    envs = {"appa": venv, "appb": venv_b}
else:
    p = run_pip(base + ["appb"], python=venv)
    if REMEDY == "reinstall-the-broken-package":
        p2 = run_pip(base + ["--force-reinstall", "appa==1.0"], python=venv)
        p = subprocess.CompletedProcess(p.args, 0, p.stdout + p2.stdout, p.stderr + p2.stderr)
    envs = {"appa": venv, "appb": venv}
sys.stdout.write(p.stdout)
sys.stderr.write(p.stderr)          # pip exits 0; its conflict report is on stderr
results = {}
for name, py in sorted(envs.items()):
    r = subprocess.run([py, "-c", "import %s; print(%s.run())" % (name, name)], capture_output=True, text=True)
    if r.returncode != 0:                      # the program that uses the broken package fails
        sys.stderr.write(r.stderr)
        sys.exit(1)
    results[name] = r.stdout.strip()
check(results == {"appa": "3", "appb": "2"}, "appa.run() -> %s (expected 3), appb.run() -> %s (expected 2)%s"
      % (results["appa"], results["appb"], "; in two separate venvs" if REMEDY == "separate-venvs" else ""))
