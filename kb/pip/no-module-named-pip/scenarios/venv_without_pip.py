"""`.venv/bin/python: No module named pip`, cause: an environment created without pip.

The project's environment was made without pip: `python -m venv --without-pip`, which is
what `uv venv` and `virtualenv --no-pip` produce as well. `python -m pip install ...` with
its interpreter then has no pip module to run.

Without a remedy the run fails as the user sees it: the interpreter's message on stderr,
exit status 1. With a remedy the check imports the installed package from the venv.

Remedies:
  ensurepip            .venv/bin/python -m ensurepip --upgrade, then python -m pip install
  recreate-with-pip    python -m venv --clear .venv (pip included by default), then install
  pip-python-option    an existing pip installs into the venv: pip --python .venv/bin/python install
"""
import json, os, subprocess, sys

from envkit import arg_remedy, make_venv, make_wheel, pip_env, run, tmpdir

REMEDY = arg_remedy({"ensurepip", "recreate-with-pip", "pip-python-option"})

PKG = {"fancyjson/__init__.py": "import json\n\ndef dumps_sorted(o):\n    return json.dumps(o, sort_keys=True)\n"}
APP = "import fancyjson; print(fancyjson.dumps_sorted({'b': 1, 'a': [2]}))"
EXPECTED = json.dumps({"b": 1, "a": [2]}, sort_keys=True)

tmp = tmpdir("kf-nopip-")
links = os.path.join(tmp, "links")
make_wheel(links, "fancyjson", "1.0", PKG)
venv = os.path.join(tmp, "project", ".venv")
vpy = make_venv(venv)  # --without-pip
env = pip_env()
install = ["install", "--find-links", links, "fancyjson"]

if REMEDY == "ensurepip":
    run([vpy, "-m", "ensurepip", "--upgrade"], env=env)
elif REMEDY == "recreate-with-pip":
    run([sys.executable, "-m", "venv", "--clear", venv], env=env)
if REMEDY == "pip-python-option":
    run([sys.executable, "-m", "pip", "--python", vpy] + install, env=env)
else:
    p = subprocess.run([vpy, "-m", "pip"] + install, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(1)
got = run([vpy, "-c", APP], env=env).stdout.strip()
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == EXPECTED, "detail": "app printed %r, expected %r" % (got, EXPECTED)}))
