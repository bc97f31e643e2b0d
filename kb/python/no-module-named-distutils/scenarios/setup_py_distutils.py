"""ModuleNotFoundError: No module named 'distutils', cause: an old setup.py run directly.

An old project's setup.py does `from distutils.core import setup`, and its README says
`python setup.py install`. The scenario runs `python setup.py build` with the interpreter of
a fresh virtual environment made without setuptools: on Python 3.12+ there is no distutils
to import; on 3.11 the standard library still has it.

Remedies:
  install-setuptools   install setuptools into the venv first (offline: the setuptools 67.6.1
                       wheel that CPython 3.12/3.13 ship in their test data); its distutils shim
                       serves the import
  pip-install-project  `pip install .` instead of running setup.py: pip builds the project in an
                       isolated environment with setuptools and wheel fetched for it (here from
                       a local folder holding the wheels CPython 3.12/3.13 ship)
"""
import json, os, shutil, sys

from envkit import arg_remedy, bundled_wheel, clean_env, make_venv, pip_install, run, tmpdir

REMEDY = arg_remedy({"install-setuptools", "pip-install-project"})

SETUP_PY = '''\
from distutils.core import setup

setup(name="tinyunits", version="0.3", packages=["tinyunits"])
'''
MODULE = '''\
FACTORS = {"km": 1000.0, "m": 1.0, "cm": 0.01}


def to_meters(value, unit):
    return value * FACTORS[unit]
'''

tmp = tmpdir("kf-distutils-setup-")
venv_py = make_venv(os.path.join(tmp, "venv"))
proj = os.path.join(tmp, "tinyunits")
os.makedirs(os.path.join(proj, "tinyunits"))
with open(os.path.join(proj, "setup.py"), "w") as f:
    f.write(SETUP_PY)
with open(os.path.join(proj, "tinyunits", "__init__.py"), "w") as f:
    f.write(MODULE)

if REMEDY == "pip-install-project":
    links = os.path.join(tmp, "links")
    os.makedirs(links)
    for project in ("setuptools", "wheel"):  # pip's build requirements for a setup.py-only project
        shutil.copy(bundled_wheel(project), links)
    pip_install(venv_py, ["--find-links", links, proj])
else:
    if REMEDY == "install-setuptools":
        pip_install(venv_py, [bundled_wheel("setuptools")])
    run(venv_py, ["setup.py", "install"], cwd=proj)

# check: the installed package is imported from the venv (not from the project folder) and
# converts like the reference arithmetic
out = run(venv_py, ["-c", "import tinyunits, json; print(json.dumps([tinyunits.__file__, tinyunits.to_meters(2.5, 'km')]))"],
          cwd=tmp).stdout
path, meters = json.loads(out)
venv_site = os.path.join(tmp, "venv", "lib")
ok = meters == 2.5 * 1000.0 and os.path.abspath(path).startswith(venv_site)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "python %d.%d: to_meters(2.5, 'km') = %r from %s" % (sys.version_info[:2] + (meters, os.path.relpath(path, tmp)))}))
