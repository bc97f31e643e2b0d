"""`Error: Command '[..., '-m', 'ensurepip', '--upgrade', '--default-pip']' returned non-zero
exit status 1.`, cause: the Python installation has no ensurepip module.

`python3 -m venv .venv` creates the environment, then runs the new interpreter with
`-m ensurepip --upgrade --default-pip` to put pip into it. Here the Python is a system-style
installation (the scenario's interpreter laid out again) whose standard library lacks
ensurepip, as with a distribution that packages it separately or a build that left it
out; upstream venv then reports the failed command.

Without a remedy the run fails as the user sees it: venv's message on stderr, exit
status 1. With a remedy the check installs a local wheel into the new venv and imports it.

Remedies:
  without-pip-then-pip   python3 -m venv --without-pip .venv, then install into it with a
                         pip that exists (python3 -m pip --python .venv/bin/python install ...)
  reuse-half-made-venv   ignore the error and use the .venv folder that was left behind
"""
import json, os, shutil, subprocess, sys

from envkit import arg_remedy, make_system_python, make_wheel, pip_env, run, tmpdir

REMEDY = arg_remedy({"without-pip-then-pip", "reuse-half-made-venv"})

PKG = {"fancyjson/__init__.py": "import json\n\ndef dumps_sorted(o):\n    return json.dumps(o, sort_keys=True)\n"}
APP = "import fancyjson; print(fancyjson.dumps_sorted({'b': 1, 'a': [2]}))"
EXPECTED = json.dumps({"b": 1, "a": [2]}, sort_keys=True)

tmp = tmpdir("kf-venv-ensurepip-")
links = os.path.join(tmp, "links")
make_wheel(links, "fancyjson", "1.0", PKG)
syspy, libenv = make_system_python(os.path.join(tmp, "usr"))
stdlib = os.path.join(tmp, "usr", "lib", "python%d.%d" % sys.version_info[:2])
shutil.rmtree(os.path.join(stdlib, "ensurepip"))  # the hard-linked copy only; the original stays
env = pip_env(**libenv)
venv = os.path.join(tmp, "proj", ".venv")
vpy = os.path.join(venv, "bin", "python")

if REMEDY == "without-pip-then-pip":
    run([syspy, "-m", "venv", "--without-pip", venv], env=env)
    # the installation's own pip (any pip at hand) installs into the new venv
    run([syspy, "-m", "pip", "--python", vpy, "install", "--find-links", links, "fancyjson"], env=env)
else:
    p = subprocess.run([syspy, "-m", "venv", venv], capture_output=True, text=True, env=env)
    if p.returncode != 0 and REMEDY is None:
        sys.stderr.write("$ python3 -m venv .venv\n" + p.stdout + p.stderr)
        sys.exit(1)
    # reuse-half-made-venv: go on with the folder venv left behind
    p = subprocess.run([vpy, "-m", "pip", "install", "--find-links", links, "fancyjson"], capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.stderr.write("$ .venv/bin/python -m pip install fancyjson\n" + p.stdout + p.stderr)
        sys.exit(1)
got = run([vpy, "-c", APP], env=env).stdout.strip()
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == EXPECTED, "detail": "app printed %r, expected %r" % (got, EXPECTED)}))
