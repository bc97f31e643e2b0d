"""`bash: .venv/bin/pip: .../.venv/bin/python: bad interpreter: No such file or directory`
(bash 5.2: `cannot execute: required file not found`), cause: the Python the venv was made
from is gone.

A venv links its bin/python to the interpreter it was created with. When that
installation is removed or replaced (`pyenv uninstall 3.12.1`, a Homebrew or apt upgrade
to a new minor version, a deleted python.org install), the link dangles; every console
script's shebang names that link, so none of them starts. Here the base interpreter is a
private copy of the scenario's own Python, deleted after the venv was made.

Without a remedy the run fails as the user sees it: bash's message on stderr, exit
status 1. With a remedy the check installs a local wheel and imports it.

Remedies:
  recreate-venv-with-existing-python   delete the venv, create it again with a Python that
                                       exists, reinstall
  python-m-pip-dangling                .venv/bin/python -m pip: the interpreter link itself
                                       dangles, so this fails too
"""
import json, os, shutil, subprocess, sys

from envkit import arg_remedy, make_system_python, make_wheel, pip_env, run, tmpdir

REMEDY = arg_remedy({"recreate-venv-with-existing-python", "python-m-pip-dangling"})

PKG = {"fancyjson/__init__.py": "import json\n\ndef dumps_sorted(o):\n    return json.dumps(o, sort_keys=True)\n"}
APP = "import fancyjson; print(fancyjson.dumps_sorted({'b': 1, 'a': [2]}))"
EXPECTED = json.dumps({"b": 1, "a": [2]}, sort_keys=True)

tmp = tmpdir("kf-gone-base-")
links = os.path.join(tmp, "links")
make_wheel(links, "fancyjson", "1.0", PKG)
base_root = os.path.join(tmp, "pythons", "3.x")
base_py, libenv = make_system_python(base_root)
proj = os.path.join(tmp, "proj")
venv = os.path.join(proj, ".venv")
run([base_py, "-m", "venv", venv], env=pip_env(**libenv))  # with pip, from the bundled wheel
shutil.rmtree(base_root)  # pyenv uninstall / brew upgrade removed the base interpreter
env = pip_env(PATH="/usr/bin:/bin")  # for bash itself
install = "install --find-links %s fancyjson" % links

if REMEDY == "recreate-venv-with-existing-python":
    shutil.rmtree(venv)
    run([sys.executable, "-m", "venv", venv], env=env)
    cmd = ".venv/bin/pip " + install
elif REMEDY == "python-m-pip-dangling":
    cmd = ".venv/bin/python -m pip " + install
else:
    cmd = ".venv/bin/pip " + install
p = subprocess.run(["bash", "-c", cmd], capture_output=True, text=True, cwd=proj, env=env)
if p.returncode != 0:
    sys.stderr.write("$ %s\n%s%s" % (cmd, p.stdout, p.stderr))
    sys.exit(1)
got = run([os.path.join(venv, "bin", "python"), "-c", APP], env=env).stdout.strip()
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == EXPECTED, "detail": "app printed %r, expected %r" % (got, EXPECTED)}))
