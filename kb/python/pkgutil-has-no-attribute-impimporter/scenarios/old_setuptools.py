"""AttributeError: module 'pkgutil' has no attribute 'ImpImporter', cause: an old setuptools.

A tool reads its own version with pkg_resources, the setuptools module that older
libraries import. The environment has setuptools 65.5.0 (the release CPython 3.10/3.11
bundle, and a common pin); its pkg_resources registers a finder for pkgutil.ImpImporter
when it is imported, and Python 3.12 removed that class. On 3.11 the import works.

Remedies:
  upgrade-setuptools     install a setuptools release with the fix (66.1+; offline: the 67.6.1
                         wheel that CPython 3.12/3.13 ship in their test data)
  use-importlib-metadata read the version with importlib.metadata instead of pkg_resources
"""
import glob, json, os, sys

from envkit import arg_remedy, bundled_wheel, make_venv, pip_install, run, tmpdir, wheel_version

REMEDY = arg_remedy({"upgrade-setuptools", "use-importlib-metadata"})

APP_PKG_RESOURCES = '''\
import pkg_resources

print(pkg_resources.get_distribution("setuptools").version)
'''
APP_IMPORTLIB = '''\
from importlib.metadata import version

print(version("setuptools"))
'''

tmp = tmpdir("kf-impimporter-")
venv = os.path.join(tmp, "venv")
venv_py = make_venv(venv)
pip_install(venv_py, [bundled_wheel("setuptools", "65.5.0")])
if REMEDY == "upgrade-setuptools":
    new = bundled_wheel("setuptools")
    pip_install(venv_py, ["--upgrade", new])
app = os.path.join(tmp, "app.py")
with open(app, "w") as f:
    f.write(APP_IMPORTLIB if REMEDY == "use-importlib-metadata" else APP_PKG_RESOURCES)
got = run(venv_py, [app]).stdout.strip()

# reference: the setuptools-<version>.dist-info folder that pip wrote into the venv
infos = glob.glob(os.path.join(venv, "lib", "python3*", "site-packages", "setuptools-*.dist-info"))
want = [os.path.basename(i)[len("setuptools-"):-len(".dist-info")] for i in infos]
print("KNOWNFIX_CHECK " + json.dumps({"ok": want == [got], "detail": "python %d.%d: app read setuptools %s; installed: %s" % (sys.version_info[:2] + (got, want))}))
