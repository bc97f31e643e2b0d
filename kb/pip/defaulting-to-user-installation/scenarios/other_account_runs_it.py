"""pip: "Defaulting to user installation because normal site-packages is not writeable",
cause: the package lands in one account's user site, and another account runs the program.

A developer account without root rights (uid 65534 here) runs `python3 -m pip install
fancyjson` with the machine's Python (not a virtual environment). pip cannot write to the
root-owned site-packages, prints the notice and installs into ~/.local/lib/pythonX.Y/
site-packages of that account. The program is then started as root (`sudo python3 app.py`,
a system service), whose sys.path has no such folder: ModuleNotFoundError.

Without a remedy the run fails as the user sees it: pip's output (this entry's message) on
stderr, the program's traceback after it on stdout, exit status 1. With a remedy the check
reports whether the program then works.

Remedies:
  use-a-venv               the developer creates a venv, installs into it, and the service
                           runs the venv's interpreter
  run-as-installing-user   start the program as the account that installed the package
"""
import json, os, subprocess, sys

from envkit import NOBODY, arg_remedy, scrub, as_user, make_system_python, make_wheel, pip_env, run, tmpdir

REMEDY = arg_remedy({"use-a-venv", "run-as-installing-user"})

PKG = {"fancyjson/__init__.py": "import json\n\ndef dumps_sorted(o):\n    return json.dumps(o, sort_keys=True)\n"}
APP = "import fancyjson; print(fancyjson.dumps_sorted({'b': 1, 'a': [2]}))"
EXPECTED = json.dumps({"b": 1, "a": [2]}, sort_keys=True)

tmp = tmpdir("kf-usersite-", world_readable=True)
links = os.path.join(tmp, "links")
make_wheel(links, "fancyjson", "1.0", PKG)
os.chmod(links, 0o755)
syspy, libenv = make_system_python(os.path.join(tmp, "usr"))
home = os.path.join(tmp, "home", "dev")
dev = as_user(NOBODY, home)
dev_env = pip_env(HOME=home, **libenv)
root_env = pip_env(HOME=os.path.join(tmp, "root-home"), **libenv)

log = []
if REMEDY == "use-a-venv":
    venv = os.path.join(home, "app-venv")
    run([syspy, "-m", "venv", venv], env=dev_env, preexec=dev)  # with pip, from the bundled wheel
    vpy = os.path.join(venv, "bin", "python")
    p = run([vpy, "-m", "pip", "install", "--find-links", links, "fancyjson"], env=dev_env, preexec=dev)
    runner, runner_env, runner_pre = vpy, root_env, None
else:
    p = run([syspy, "-m", "pip", "install", "--find-links", links, "fancyjson"], env=dev_env, preexec=dev)
    runner, runner_env, runner_pre = syspy, root_env, None
    if REMEDY == "run-as-installing-user":
        runner_env, runner_pre = dev_env, dev
log.append("$ python3 -m pip install fancyjson\n" + p.stdout + p.stderr)

app = subprocess.run([runner, "-c", APP], capture_output=True, text=True, env=runner_env, preexec_fn=runner_pre)
if app.returncode != 0 and REMEDY is None:
    # pip's output is the message of this entry: it goes to stderr, where the lab looks; the
    # program's own traceback (ModuleNotFoundError) follows on stdout
    sys.stderr.write(scrub("".join(log)))
    sys.stdout.write(scrub("$ sudo python3 app.py\n" + app.stderr))
    sys.exit(1)
got = app.stdout.strip()
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == EXPECTED, "detail": "app printed %r, expected %r; %s" % (got, EXPECTED, scrub(app.stderr.strip()[-200:]))}))
