"""Shared by the pydantic scenarios (not a scenario): install pinned pure-Python wheels from PyPI into a
temporary folder (pip --target, no dependencies), so a remedy can import them without
touching the lab environment."""

import atexit
import os
import shutil
import subprocess
import sys
import tempfile


def install_target(*requirements):
    target = tempfile.mkdtemp(prefix="pdsettings-")
    atexit.register(shutil.rmtree, target, True)
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
    # the machine's own pip configuration (index, certificates) stays in force
    env.update(PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1", PIP_NO_CACHE_DIR="1",
               PIP_ROOT_USER_ACTION="ignore")
    proc = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
                           "--target", target, *requirements],
                          env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if proc.returncode != 0:
        sys.stderr.write(proc.stdout.replace(target, "<target>"))
        raise SystemExit("pip could not install %s" % " ".join(requirements))
    return target
