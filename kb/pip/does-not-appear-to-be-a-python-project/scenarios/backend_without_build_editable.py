"""pip: "ERROR: Project file:///.../app has a 'pyproject.toml' and its build backend is
missing the 'build_editable' hook. Since it does not have a 'setup.py' nor a 'setup.cfg',
it cannot be installed in editable mode.", cause: the build backend predates PEP 660.

The project has a pyproject.toml, but its build backend offers only build_wheel (like
setuptools < 64, or another backend from before editable installs were standardised in
PEP 660). `pip install -e .` needs the backend's build_editable hook (or a setup.py /
setup.cfg for the legacy `setup.py develop` path) and stops. The backend here is a small
in-tree one, so no network is needed.

Without a remedy pip's output is passed through and the run exits 1. With a remedy the
check imports fancyjson in a fresh process, edits the source file and imports again.

Remedies:
  pep660-backend      a backend with build_editable (what `requires = ["setuptools>=64"]`
                      gives a setuptools project): the second import must show the edit
  non-editable        `pip install .`: a regular install; the check wants the installed
                      code to work (v1) and records that the edit is not seen
  no-build-isolation  dead end: `pip install --no-build-isolation -e .`: pip then takes
                      the legacy `setup.py develop` route, which needs setuptools in the
                      environment, and fails in a subprocess
"""
import json, os, subprocess

from pipkit import arg_remedy, check, make_project, make_venv, pip, tmpdir

REMEDY = arg_remedy({"pep660-backend", "non-editable", "no-build-isolation"})

BACKEND = r'''import base64, hashlib, os, zipfile
NAME, VERSION = "fancyjson", "1.0"
INFO = "%s-%s.dist-info" % (NAME, VERSION)

def _wheel(wheel_directory, files):
    files[INFO + "/METADATA"] = ("Metadata-Version: 2.1\nName: %s\nVersion: %s\n" % (NAME, VERSION)).encode()
    files[INFO + "/WHEEL"] = b"Wheel-Version: 1.0\nGenerator: tinyback\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    rec = ["%s,sha256=%s,%d" % (p, base64.urlsafe_b64encode(hashlib.sha256(d).digest()).rstrip(b"=").decode(), len(d)) for p, d in files.items()]
    files[INFO + "/RECORD"] = ("\n".join(rec + [INFO + "/RECORD,,"]) + "\n").encode()
    name = "%s-%s-py3-none-any.whl" % (NAME, VERSION)
    with zipfile.ZipFile(os.path.join(wheel_directory, name), "w") as z:
        for p, d in files.items():
            z.writestr(p, d)
    return name

def get_requires_for_build_wheel(config_settings=None):
    return []

def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    return _wheel(wheel_directory, {"fancyjson/__init__.py": open("src/fancyjson/__init__.py", "rb").read()})
'''
EDITABLE = r'''
def get_requires_for_build_editable(config_settings=None):
    return []

def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    # like setuptools >= 64: a .pth file that puts the source folder on sys.path
    return _wheel(wheel_directory, {"__editable__.fancyjson-1.0.pth": (os.path.abspath("src") + "\n").encode()})
'''
SRC = "def greeting():\n    return %r\n"

tmp = tmpdir("kf-editable-")
app = make_project(os.path.join(tmp, "app"), {
    "pyproject.toml": '[build-system]\nrequires = []\nbuild-backend = "tinyback"\nbackend-path = ["_backend"]\n\n'
                      '[project]\nname = "fancyjson"\nversion = "1.0"\n',
    "_backend/tinyback.py": (BACKEND + EDITABLE) if REMEDY == "pep660-backend" else BACKEND,
    "src/fancyjson/__init__.py": SRC % "v1",
    "scripts/run_report.sh": "python -c 'import fancyjson; print(fancyjson.greeting())'\n",
})
py = make_venv(os.path.join(tmp, "venv"))
args = ["."] if REMEDY == "non-editable" else ["-e", "."]
if REMEDY == "no-build-isolation":
    args = ["--no-build-isolation"] + args
p = pip(["install", "--no-index"] + args, python=py, cwd=app)
if p.returncode != 0:
    import sys
    sys.stdout.write(p.stdout.replace(tmp, "<tmp>"))
    sys.stderr.write(p.stderr.replace(tmp, "<tmp>"))
    sys.exit(1)

probe = [py, "-c", "import fancyjson; print(fancyjson.greeting())"]
first = subprocess.run(probe, capture_output=True, text=True, cwd=tmp).stdout.strip()
with open(os.path.join(app, "src", "fancyjson", "__init__.py"), "w") as f:
    f.write(SRC % "v2")
second = subprocess.run(probe, capture_output=True, text=True, cwd=tmp).stdout.strip()
if REMEDY == "non-editable":
    check(first == "v1", "greeting() before and after editing the source: %r; a regular install must give 'v1' (it does not follow edits)" % [first, second])
else:
    check([first, second] == ["v1", "v2"], "greeting() before and after editing the source: %r, expected ['v1', 'v2'] (an editable install sees the edit)" % [first, second])
