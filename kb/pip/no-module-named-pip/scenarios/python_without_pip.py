"""`python3: No module named pip`, cause: the interpreter itself ships without pip.

A Python installation that is not a virtual environment and has no pip in its
site-packages: a distribution's python3 without its pip package (python3-pip on
Debian/Ubuntu), a minimal container image, a build configured --without-ensurepip. Here
it is the scenario's interpreter laid out again as a system installation with an empty
site-packages. `python3 -m pip install ...` has nothing to run.

Without a remedy the run fails as the user sees it: the interpreter's message on stderr,
exit status 1. With a remedy the check imports the installed package.

Remedies:
  make-a-venv          python3 -m venv .venv: venv bootstraps pip into the new environment
                       with ensurepip; install there
  ensurepip            python3 -m ensurepip --upgrade: installs pip into this interpreter's
                       own site-packages
"""
import json, os, subprocess, sys

from envkit import arg_remedy, make_system_python, make_wheel, pip_env, run, tmpdir

REMEDY = arg_remedy({"make-a-venv", "ensurepip"})

PKG = {"fancyjson/__init__.py": "import json\n\ndef dumps_sorted(o):\n    return json.dumps(o, sort_keys=True)\n"}
APP = "import fancyjson; print(fancyjson.dumps_sorted({'b': 1, 'a': [2]}))"
EXPECTED = json.dumps({"b": 1, "a": [2]}, sort_keys=True)

tmp = tmpdir("kf-nopip-sys-")
links = os.path.join(tmp, "links")
make_wheel(links, "fancyjson", "1.0", PKG)
syspy, libenv = make_system_python(os.path.join(tmp, "usr"), with_pip=False)
env = pip_env(**libenv)
py = syspy
if REMEDY == "make-a-venv":
    run([syspy, "-m", "venv", os.path.join(tmp, ".venv")], env=env)
    py = os.path.join(tmp, ".venv", "bin", "python")
elif REMEDY == "ensurepip":
    run([syspy, "-m", "ensurepip", "--upgrade"], env=env)
p = subprocess.run([py, "-m", "pip", "install", "--find-links", links, "fancyjson"], capture_output=True, text=True, env=env)
if p.returncode != 0:
    sys.stderr.write(p.stderr)
    sys.exit(1)
got = run([py, "-c", APP], env=env).stdout.strip()
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == EXPECTED, "detail": "app printed %r, expected %r" % (got, EXPECTED)}))
