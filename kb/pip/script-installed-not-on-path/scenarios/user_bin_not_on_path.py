"""pip: "WARNING: The script fancyfmt is installed in '~/.local/bin' which is not on PATH",
cause: a user install whose bin folder is not on the shell's PATH.

An account without root rights (uid 65534 here) installs a tool with the machine's Python;
pip falls back to the user site and puts the console script into ~/.local/bin, which the
account's PATH does not contain (a login before that folder existed, a minimal container
shell, cron). pip warns; the project's build step then calls `fancyfmt` by name and fails.

Without a remedy the run fails as the user sees it: pip's output (this entry's message) on
stderr, the program's traceback after it on stdout, exit status 1. With a remedy the check
reports whether the program then works.

Remedies:
  add-to-path                 put the user base's bin folder on PATH (export PATH=...)
  python-m-module             call the tool as `python3 -m fancyfmt` instead of by name
  no-warn-script-location     pip install --no-warn-script-location
"""
import json, os, subprocess, sys

from _common import BUILD, EXPECTED, PKG, SCRIPTS
from envkit import NOBODY, arg_remedy, scrub, as_user, make_system_python, make_wheel, pip_env, run, tmpdir

REMEDY = arg_remedy({"add-to-path", "python-m-module", "no-warn-script-location"})

tmp = tmpdir("kf-notonpath-", world_readable=True)
links = os.path.join(tmp, "links")
make_wheel(links, "fancyfmt", "1.0", PKG, scripts=SCRIPTS)
os.chmod(links, 0o755)
syspy, libenv = make_system_python(os.path.join(tmp, "usr"))
home = os.path.join(tmp, "home", "dev")
dev = as_user(NOBODY, home)
path = os.pathsep.join([os.path.join(tmp, "usr", "bin"), "/usr/local/bin", "/usr/bin", "/bin"])
env = pip_env(HOME=home, PATH=path, **libenv)

if REMEDY == "add-to-path":  # export PATH="$(python3 -m site --user-base)/bin:$PATH" in ~/.profile
    user_base = run([syspy, "-m", "site", "--user-base"], env=env, preexec=dev).stdout.strip()
    env["PATH"] = os.path.join(user_base, "bin") + os.pathsep + env["PATH"]
flags = ["--no-warn-script-location"] if REMEDY == "no-warn-script-location" else []
p = run([syspy, "-m", "pip", "install", "--find-links", links] + flags + ["fancyfmt"], env=env, preexec=dev)

build = os.path.join(tmp, "build.py")
with open(build, "w") as f:
    f.write(BUILD)
tool = ["python3", "-m", "fancyfmt"] if REMEDY == "python-m-module" else ["fancyfmt"]
step = subprocess.run([syspy, build] + tool, capture_output=True, text=True, env=env, preexec_fn=dev)
if step.returncode != 0 and REMEDY is None:
    # pip's output is the message of this entry: it goes to stderr, where the lab looks; the
    # build step's own traceback (FileNotFoundError for 'fancyfmt') follows on stdout
    sys.stderr.write(scrub("$ python3 -m pip install fancyfmt\n" + p.stdout + p.stderr))
    sys.stdout.write(scrub("$ python3 build.py fancyfmt\n" + step.stderr))
    sys.exit(1)
got = step.stdout.strip()
warned = "which is not on PATH" in p.stdout + p.stderr
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == EXPECTED, "detail": "tool printed %r, expected %r; pip warned: %s; %s" % (
    got, EXPECTED, warned, scrub(step.stderr.strip().splitlines()[-1]) if step.stderr.strip() else "")}))
