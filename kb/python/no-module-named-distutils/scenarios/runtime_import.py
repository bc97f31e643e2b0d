"""ModuleNotFoundError: No module named 'distutils', cause: code imports distutils at run time.

A small tool (app.py) uses three distutils helpers: find_executable, strtobool and
sysconfig.get_python_inc. It runs in a fresh virtual environment of the interpreter that
runs the scenario, made without setuptools. Python 3.12 removed distutils (PEP 632), so the
import fails there; on 3.11 it still imports (with a DeprecationWarning).

Remedies:
  use-stdlib-replacements  shutil.which, sysconfig.get_paths()["include"] and a local strtobool
  install-setuptools       install a current setuptools into the venv: its distutils shim answers
                           the import (offline: the setuptools 67.6.1 wheel that CPython 3.12/3.13
                           ship in their test data)
  pin-old-setuptools       install setuptools 65.5.0 (the wheel CPython 3.10/3.11 bundle), a pin
                           older than 66.1
"""
import json, os, stat, sys

from envkit import arg_remedy, bundled_wheel, clean_env, make_venv, pip_install, run, tmpdir

REMEDY = arg_remedy({"use-stdlib-replacements", "install-setuptools", "pin-old-setuptools"})

APP_DISTUTILS = '''\
import json, sys
from distutils.spawn import find_executable
from distutils.util import strtobool
from distutils import sysconfig

tool = find_executable("kf-tool")
flags = [bool(strtobool(v)) for v in ("yes", "off", "1", "False", "on")]
include = sysconfig.get_python_inc()
print(json.dumps({"tool": tool, "flags": flags, "include": include}))
'''

APP_STDLIB = '''\
import json, shutil, sys, sysconfig


def strtobool(value):
    value = value.lower()
    if value in ("y", "yes", "t", "true", "on", "1"):
        return True
    if value in ("n", "no", "f", "false", "off", "0"):
        return False
    raise ValueError("invalid truth value %r" % (value,))


tool = shutil.which("kf-tool")
flags = [strtobool(v) for v in ("yes", "off", "1", "False", "on")]
include = sysconfig.get_paths()["include"]
print(json.dumps({"tool": tool, "flags": flags, "include": include}))
'''

tmp = tmpdir("kf-distutils-")
venv_py = make_venv(os.path.join(tmp, "venv"))
tools = os.path.join(tmp, "tools")
os.makedirs(tools)
tool = os.path.join(tools, "kf-tool")
with open(tool, "w") as f:
    f.write("#!/bin/sh\necho ok\n")
os.chmod(tool, 0o755)
app = os.path.join(tmp, "app.py")
with open(app, "w") as f:
    f.write(APP_STDLIB if REMEDY == "use-stdlib-replacements" else APP_DISTUTILS)
if REMEDY == "install-setuptools":
    pip_install(venv_py, [bundled_wheel("setuptools")])
elif REMEDY == "pin-old-setuptools":
    pip_install(venv_py, [bundled_wheel("setuptools", "65.5.0")])

env = clean_env(PATH=tools + os.pathsep + os.environ.get("PATH", ""))
got = json.loads(run(venv_py, [app], env=env).stdout)

# references: the tool file made above, the truth table of the distutils docs, and the
# interpreter's own include folder (where Python.h lives)
ref_include = run(venv_py, ["-c", "import sysconfig; print(sysconfig.get_paths()['include'])"]).stdout.strip()
checks = {
    "tool": got["tool"] == tool,
    "flags": got["flags"] == [True, False, True, False, True],
    "include": got["include"] == ref_include and os.path.isfile(os.path.join(got["include"], "Python.h")),
}
print("KNOWNFIX_CHECK " + json.dumps({"ok": all(checks.values()),
                                      "detail": "python %d.%d: %s; got %s" % (sys.version_info[:2] + (checks, got))}))
