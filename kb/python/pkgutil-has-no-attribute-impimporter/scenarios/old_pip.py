"""AttributeError: module 'pkgutil' has no attribute 'ImpImporter', cause: an old pip.

A virtual environment on Python 3.12+ was given pip 23.0.1 (seeded by an older tool, copied
from an older Python, or pinned). That pip imports its vendored pkg_resources on every
install, and the vendored copy still registers a finder for pkgutil.ImpImporter, which 3.12
removed. The scenario installs a local wheel (wheel 0.40.0) with that pip.

Remedies:
  ensurepip-upgrade   `python -m ensurepip --upgrade`: the interpreter's own bundled pip
                      (23.2.1 on 3.12, 24.2 on 3.13) replaces the old one, then install
  pip-upgrade-pip     `python -m pip install --upgrade pip` with the old pip (offline: the
                      bundled pip wheel from a local folder)
"""
import json, os, shutil, sys

from envkit import arg_remedy, bundled_wheel, make_venv, pip_install, run, tmpdir, wheel_version

REMEDY = arg_remedy({"ensurepip-upgrade", "pip-upgrade-pip"})

tmp = tmpdir("kf-impimporter-pip-")
venv_py = make_venv(os.path.join(tmp, "venv"))
pip_install(venv_py, [bundled_wheel("pip", "23.0.1")])
links = os.path.join(tmp, "links")
os.makedirs(links)
target = bundled_wheel("wheel")
shutil.copy(target, links)

if REMEDY == "ensurepip-upgrade":
    run(venv_py, ["-m", "ensurepip", "--upgrade"])
elif REMEDY == "pip-upgrade-pip":
    shutil.copy(bundled_wheel("pip"), links)
    run(venv_py, ["-m", "pip", "install", "--no-index", "--find-links", links, "--upgrade", "pip"])
# the venv's own pip installs the package
run(venv_py, ["-m", "pip", "install", "--no-index", "--find-links", links, "wheel"])
pip_version = run(venv_py, ["-c", "from importlib.metadata import version; print(version('pip'))"]).stdout.strip()
got = run(venv_py, ["-c", "import wheel; print(wheel.__version__)"], cwd=tmp).stdout.strip()
want = wheel_version(target)
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": "python %d.%d, pip %s: installed wheel %s, expected %s" % (sys.version_info[:2] + (pip_version, got, want))}))
