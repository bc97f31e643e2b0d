"""pip: "ERROR: Could not install packages due to an OSError: [Errno 13] Permission denied",
cause: the virtual environment (or its site-packages) belongs to another account.

The venv was made with `sudo python3 -m venv /opt/app/venv` (here: by root, the account
the lab runs as), and a developer account without root rights (uid 65534) installs into it
with the venv's own pip. pip runs inside a venv, so it never falls back to a user install:
writing into the root-owned site-packages fails with EACCES, and the hint reads "Check the
permissions." (the `--user` suggestion is only printed outside a venv).

Without a remedy pip's output is passed through and the run exits 1. With a remedy the
developer installs again and the check imports the package with the venv's interpreter
and compares what it computes with the value the json module gives.

Remedies:
  chown-venv          give the venv to the account that installs into it (what
                      `sudo chown -R "$USER": /opt/app/venv` does)
  recreate-venv       the developer creates a venv of their own and installs there
"""
import json, os, subprocess, sys

from envkit import NOBODY, arg_remedy, as_user, make_system_python, make_wheel, pip_env, run, scrub, tmpdir

REMEDY = arg_remedy({"chown-venv", "recreate-venv"})

PKG = {"fancyjson/__init__.py": "import json\n\ndef dumps_sorted(o):\n    return json.dumps(o, sort_keys=True)\n"}
APP = "import fancyjson; print(fancyjson.dumps_sorted({'b': 1, 'a': [2]}))"
EXPECTED = json.dumps({"b": 1, "a": [2]}, sort_keys=True)

tmp = tmpdir("kf-venvperm-", world_readable=True)
links = os.path.join(tmp, "links")
make_wheel(links, "fancyjson", "1.0", PKG)
os.chmod(links, 0o755)
syspy, libenv = make_system_python(os.path.join(tmp, "usr"))
home = os.path.join(tmp, "home", "dev")
dev = as_user(NOBODY, home)
dev_env = pip_env(HOME=home, **libenv)

# `sudo python3 -m venv /opt/app/venv`: made by root, so owned by root
venv = os.path.join(tmp, "opt", "app", "venv")
run([syspy, "-m", "venv", venv], env=pip_env(HOME=os.path.join(tmp, "root-home"), **libenv))

if REMEDY == "chown-venv":
    for d, dirs, files in os.walk(venv):
        for n in [d] + [os.path.join(d, f) for f in dirs + files]:
            os.lchown(n, NOBODY, NOBODY)
elif REMEDY == "recreate-venv":
    venv = os.path.join(home, "venv")
    run([syspy, "-m", "venv", venv], env=dev_env, preexec=dev)
vpy = os.path.join(venv, "bin", "python")

p = subprocess.run([vpy, "-m", "pip", "install", "--find-links", links, "fancyjson"], capture_output=True,
                   text=True, env=dev_env, preexec_fn=dev)
if p.returncode != 0:
    sys.stdout.write(scrub(p.stdout))
    sys.stderr.write(scrub(p.stderr))
    sys.exit(1)
app = subprocess.run([vpy, "-c", APP], capture_output=True, text=True, env=dev_env, preexec_fn=dev)
got = app.stdout.strip()
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == EXPECTED, "detail": "the venv's python printed %r, expected %r (json.dumps with sort_keys); %s"
                                      % (got, EXPECTED, scrub(app.stderr.strip()[-200:]))}))
