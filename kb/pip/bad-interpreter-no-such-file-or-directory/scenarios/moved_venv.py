"""`bash: .venv/bin/pip: /old/path/.venv/bin/python: bad interpreter: No such file or directory`
(bash 5.2: `.venv/bin/pip: cannot execute: required file not found`), cause: a virtual
environment moved or renamed after it was created.

A project folder with its venv is renamed (myproj -> myproject). The console scripts in
.venv/bin (pip here) start with a shebang line naming the interpreter by its absolute
path at creation time, so the kernel cannot start them (ENOENT) and the shell reports it;
the wording depends on the shell and its version.

Without a remedy the run fails as the user sees it: bash's message on stderr, exit
status 1. With a remedy the check installs a local wheel and imports it from the moved
project's environment.

Remedies:
  recreate-venv      delete the moved venv and create it again in place, then reinstall
  python-m-pip       call pip through the venv's interpreter: .venv/bin/python -m pip
"""
import json, os, shutil, subprocess, sys

from envkit import arg_remedy, make_venv, make_wheel, pip_env, run, tmpdir

REMEDY = arg_remedy({"recreate-venv", "python-m-pip"})

PKG = {"fancyjson/__init__.py": "import json\n\ndef dumps_sorted(o):\n    return json.dumps(o, sort_keys=True)\n"}
APP = "import fancyjson; print(fancyjson.dumps_sorted({'b': 1, 'a': [2]}))"
EXPECTED = json.dumps({"b": 1, "a": [2]}, sort_keys=True)

tmp = tmpdir("kf-moved-venv-")
links = os.path.join(tmp, "links")
make_wheel(links, "fancyjson", "1.0", PKG)
old, new = os.path.join(tmp, "myproj"), os.path.join(tmp, "myproject")
make_venv(os.path.join(old, ".venv"), with_pip=True)
os.rename(old, new)  # mv myproj myproject
venv = os.path.join(new, ".venv")
vpy = os.path.join(venv, "bin", "python")
env = pip_env()
env["PATH"] = "/usr/bin:/bin"  # for bash itself
install = "install --find-links %s fancyjson" % links

if REMEDY == "recreate-venv":
    shutil.rmtree(venv)
    run([sys.executable, "-m", "venv", venv], env=env)
    cmd = ".venv/bin/pip " + install
elif REMEDY == "python-m-pip":
    cmd = ".venv/bin/python -m pip " + install
else:
    cmd = ".venv/bin/pip " + install
p = subprocess.run(["bash", "-c", cmd], capture_output=True, text=True, cwd=new, env=env)
if p.returncode != 0:
    sys.stderr.write("$ %s\n%s%s" % (cmd, p.stdout, p.stderr))
    sys.exit(1)
got = run([vpy, "-c", APP], env=env).stdout.strip()
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == EXPECTED, "detail": "app printed %r, expected %r" % (got, EXPECTED)}))
