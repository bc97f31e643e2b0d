"""pip: "ERROR: Could not install packages due to an OSError: [Errno 13] Permission denied:
'/usr/lib/python3.x/site-packages/...'  Consider using the `--user` option or check the
permissions.", cause: a non-venv Python owned by root, run by an account that cannot write
to it, with user site-packages turned off.

pip falls back to a user install ("Defaulting to user installation ...") only when user
site-packages are enabled. PYTHONNOUSERSITE=1 (set in some container images and CI
setups), `python -s`, or a process whose effective uid differs from its real uid turn them
off; pip then writes into the root-owned site-packages and fails with EACCES. Outside a
venv the hint suggests `--user`.

Without a remedy pip's output is passed through and the run exits 1. With a remedy the
check runs the program as the same account, with the same environment, and compares what
it prints with the value the json module gives.

Remedies:
  use-a-venv          the account creates a venv and installs into it (the fix)
  pip-user            dead end: follow the hint, `pip install --user`: pip installs into
                      ~/.local, but with user site-packages off that folder is not on
                      sys.path, so the import still fails
"""
import json, os, subprocess, sys

from envkit import NOBODY, arg_remedy, as_user, make_system_python, make_wheel, pip_env, run, scrub, tmpdir

REMEDY = arg_remedy({"use-a-venv", "pip-user"})

PKG = {"fancyjson/__init__.py": "import json\n\ndef dumps_sorted(o):\n    return json.dumps(o, sort_keys=True)\n"}
APP = "import fancyjson; print(fancyjson.dumps_sorted({'b': 1, 'a': [2]}))"
EXPECTED = json.dumps({"b": 1, "a": [2]}, sort_keys=True)

tmp = tmpdir("kf-syssite-", world_readable=True)
links = os.path.join(tmp, "links")
make_wheel(links, "fancyjson", "1.0", PKG)
os.chmod(links, 0o755)
syspy, libenv = make_system_python(os.path.join(tmp, "usr"))
home = os.path.join(tmp, "home", "dev")
dev = as_user(NOBODY, home)
dev_env = pip_env(HOME=home, PYTHONNOUSERSITE="1", **libenv)

py, extra = syspy, []
if REMEDY == "use-a-venv":
    venv = os.path.join(home, "venv")
    run([syspy, "-m", "venv", venv], env=dev_env, preexec=dev)
    py = os.path.join(venv, "bin", "python")
elif REMEDY == "pip-user":
    extra = ["--user"]

p = subprocess.run([py, "-m", "pip", "install"] + extra + ["--find-links", links, "fancyjson"], capture_output=True,
                   text=True, env=dev_env, preexec_fn=dev)
if p.returncode != 0:
    sys.stdout.write(scrub(p.stdout))
    sys.stderr.write(scrub(p.stderr))
    sys.exit(1)
app = subprocess.run([py, "-c", APP], capture_output=True, text=True, env=dev_env, preexec_fn=dev)
got = app.stdout.strip()
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == EXPECTED, "detail": "the program printed %r, expected %r (json.dumps with sort_keys); pip said %r; %s"
                                      % (got, EXPECTED, scrub(p.stdout).strip()[-120:], scrub(app.stderr.strip()[-200:]))}))
