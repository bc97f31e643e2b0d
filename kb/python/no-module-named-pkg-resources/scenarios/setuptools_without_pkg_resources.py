"""ModuleNotFoundError: No module named 'pkg_resources', cause: setuptools 82 or newer.

setuptools 82.0.0 removed pkg_resources (changelog, #3085). The environment has setuptools
84.2.1 (the lab's torch-2.13-cpu environment; this scenario runs only there), and a tool that
still does `import pkg_resources` fails although setuptools is installed.

Remedies:
  use-importlib-metadata   port the call to importlib.metadata
  pin-setuptools-below-82  make setuptools<82 the one the interpreter imports: here the real
                           setuptools 67.6.1 wheel (shipped in CPython 3.12's test data) is
                           installed with pip --target into a folder on PYTHONPATH, which
                           shadows the environment's 84.2.1 without changing the shared lab
                           environment; in a project, `pip install "setuptools<82"` does it
"""
import json, os, subprocess, sys

from _app import APP_IMPORTLIB, APP_PKG_RESOURCES, REFERENCE
from envkit import arg_remedy, bundled_wheel, clean_env, pip_install, run, tmpdir

REMEDY = arg_remedy({"use-importlib-metadata", "pin-setuptools-below-82"})

tmp = tmpdir("kf-pkgres-82-")
env = clean_env()
if REMEDY == "pin-setuptools-below-82":
    overlay = os.path.join(tmp, "overlay")
    pip_install(sys.executable, ["--target", overlay, bundled_wheel("setuptools", "67.6.1")])
    env["PYTHONPATH"] = overlay
app = os.path.join(tmp, "app.py")
with open(app, "w") as f:
    f.write(APP_IMPORTLIB if REMEDY == "use-importlib-metadata" else APP_PKG_RESOURCES)
got = run(sys.executable, [app], env=env).stdout.strip()
want = run(sys.executable, ["-c", REFERENCE], env=env).stdout.strip()
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want and bool(want), "detail": "app read setuptools %r; dist-info found first: %r" % (got, want)}))
