"""DeprecationWarning: pkg_resources is deprecated as an API, cause: code imports pkg_resources.

A tool reads a distribution's version with pkg_resources. It runs in a venv with setuptools
67.6.1 (a release from the 67.5-80.8 range that warns with DeprecationWarning; 80.9 to 81
warn with UserWarning and the removal date) under `-W error::DeprecationWarning`, the
setting of test suites and CI jobs that turn warnings into errors (pytest's
`filterwarnings = error`), so the warning stops the run with a traceback.

Remedies:
  use-importlib-metadata   port the call to importlib.metadata
  silence-the-warning      filter the warning at the start of the program (warnings.filterwarnings)
"""
import json, os, sys

from envkit import arg_remedy, bundled_wheel, make_venv, pip_install, run, tmpdir

REMEDY = arg_remedy({"use-importlib-metadata", "silence-the-warning"})

APP = {
    None: "import pkg_resources\n\nprint(pkg_resources.get_distribution('setuptools').version)\n",
    "use-importlib-metadata": "from importlib.metadata import version\n\nprint(version('setuptools'))\n",
    "silence-the-warning": (
        "import warnings\n"
        "warnings.filterwarnings('ignore', message='pkg_resources is deprecated as an API')\n"
        "import pkg_resources\n\nprint(pkg_resources.get_distribution('setuptools').version)\n"),
}[REMEDY]

tmp = tmpdir("kf-pkgres-dep-")
wheel = bundled_wheel("setuptools", "67.6.1")
vpy = make_venv(os.path.join(tmp, "venv"))
pip_install(vpy, [wheel])
app = os.path.join(tmp, "app.py")
with open(app, "w") as f:
    f.write(APP)
got = run(vpy, ["-W", "error::DeprecationWarning", app]).stdout.strip()
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == "67.6.1", "detail": "app read setuptools %r, installed 67.6.1" % got}))
