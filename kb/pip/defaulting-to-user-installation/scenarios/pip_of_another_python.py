"""pip: "Defaulting to user installation because normal site-packages is not writeable",
cause: the `pip` command belongs to the machine's Python, not to the project's venv.

A developer account without root rights (uid 65534 here) has a project venv and runs the
program with the venv's python, but types plain `pip install fancyjson` in a shell where
`pip` is the machine Python's (the venv was not activated there). That pip cannot write to
the root-owned site-packages, prints the notice and installs into ~/.local. A venv does not
see the user site, so the program fails: ModuleNotFoundError.

Without a remedy the run fails as the user sees it: pip's output (this entry's message) on
stderr, the program's traceback after it on stdout, exit status 1. With a remedy the check
reports whether the program then works.

Remedies:
  venv-python-m-pip   install with the interpreter that runs the program: .venv/bin/python -m pip
"""
import json, os, subprocess, sys

from envkit import NOBODY, arg_remedy, scrub, as_user, make_system_python, make_wheel, pip_env, run, tmpdir

REMEDY = arg_remedy({"venv-python-m-pip"})

PKG = {"fancyjson/__init__.py": "import json\n\ndef dumps_sorted(o):\n    return json.dumps(o, sort_keys=True)\n"}
APP = "import fancyjson; print(fancyjson.dumps_sorted({'b': 1, 'a': [2]}))"
EXPECTED = json.dumps({"b": 1, "a": [2]}, sort_keys=True)

tmp = tmpdir("kf-usersite-pip-", world_readable=True)
links = os.path.join(tmp, "links")
make_wheel(links, "fancyjson", "1.0", PKG)
os.chmod(links, 0o755)
syspy, libenv = make_system_python(os.path.join(tmp, "usr"))
home = os.path.join(tmp, "home", "dev")
dev = as_user(NOBODY, home)
dev_env = pip_env(HOME=home, **libenv)

venv = os.path.join(home, "project", ".venv")
run([syspy, "-m", "venv", venv], env=dev_env, preexec=dev)  # with pip, from the bundled wheel
vpy = os.path.join(venv, "bin", "python")
installer = vpy if REMEDY == "venv-python-m-pip" else syspy
p = run([installer, "-m", "pip", "install", "--find-links", links, "fancyjson"], env=dev_env, preexec=dev)
app = subprocess.run([vpy, "-c", APP], capture_output=True, text=True, env=dev_env, preexec_fn=dev)
if app.returncode != 0 and REMEDY is None:
    # pip's output is the message of this entry: it goes to stderr, where the lab looks; the
    # program's own traceback (ModuleNotFoundError) follows on stdout
    sys.stderr.write(scrub("$ pip install fancyjson\n" + p.stdout + p.stderr))
    sys.stdout.write(scrub("$ .venv/bin/python app.py\n" + app.stderr))
    sys.exit(1)
got = app.stdout.strip()
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == EXPECTED, "detail": "app printed %r, expected %r; %s" % (got, EXPECTED, scrub(app.stderr.strip()[-200:]))}))
