"""ModuleNotFoundError: No module named 'pkg_resources', cause: a Python 3.12+ venv has no setuptools.

`python -m venv` on 3.12 and later installs pip only (ensurepip stopped bundling setuptools;
"What's New In Python 3.12"); up to 3.11 the same command also installed setuptools and with
it pkg_resources. A tool that imports pkg_resources, run in a fresh venv, fails on 3.12+.

Remedies:
  use-importlib-metadata   port the call to importlib.metadata
  pin-setuptools-below-82  install a setuptools release that still has pkg_resources (here
                           the 67.6.1 wheel that CPython 3.12/3.13 ship in their test data)
"""
import json, os, sys

from _app import APP_IMPORTLIB, APP_PKG_RESOURCES, REFERENCE
from envkit import arg_remedy, bundled_wheel, clean_env, make_venv, pip_install, run, tmpdir

REMEDY = arg_remedy({"use-importlib-metadata", "pin-setuptools-below-82"})

tmp = tmpdir("kf-pkgres-venv-")
vpy = make_venv(os.path.join(tmp, "venv"), with_pip=True)  # what `python -m venv` gives
if REMEDY == "pin-setuptools-below-82":
    pip_install(vpy, [bundled_wheel("setuptools", "67.6.1")])
app = os.path.join(tmp, "app.py")
with open(app, "w") as f:
    f.write(APP_IMPORTLIB if REMEDY == "use-importlib-metadata" else APP_PKG_RESOURCES)
if REMEDY == "use-importlib-metadata":
    # the ported tool asks about a distribution every venv has
    with open(app, "w") as f:
        f.write(APP_IMPORTLIB.replace('"setuptools"', '"pip"'))
    ref = REFERENCE.replace('"setuptools-"', '"pip-"').replace('len("setuptools-")', 'len("pip-")')
else:
    ref = REFERENCE
got = run(vpy, [app]).stdout.strip()
want = run(vpy, ["-c", ref]).stdout.strip()
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want and bool(want), "detail": "python %d.%d: app read %r; dist-info found first: %r" % (sys.version_info[:2] + (got, want))}))
