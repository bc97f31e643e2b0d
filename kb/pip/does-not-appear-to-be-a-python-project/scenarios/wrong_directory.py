"""pip: "ERROR: file:///.../app/scripts does not appear to be a Python project: neither
'setup.py' nor 'pyproject.toml' found.", cause: `pip install -e .` run in a folder that
is not the project root.

The project (pyproject.toml, src/fancyjson/) sits at app/; the developer is in
app/scripts/ (or in a repository whose Python package lives in a subfolder) and runs
`pip install -e .`. pip looks for pyproject.toml or setup.py only in the folder it is
given, finds neither, and stops. The project uses a small in-tree PEP 517/660 backend
(no network is needed for the build) that makes an editable install the way
setuptools >= 64 does: a .pth file that puts src/ on sys.path.

Without a remedy pip's output is passed through and the run exits 1. With a remedy the
check proves the install is editable: it imports fancyjson in a fresh process, edits
the source file, and imports again; the second import must show the edit.

Remedies:
  project-root        give pip the folder that holds pyproject.toml (`pip install -e ..`)
"""
import json, os, subprocess

from pipkit import arg_remedy, check, make_project, make_venv, pip, tmpdir

REMEDY = arg_remedy({"project-root"})

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
    "_backend/tinyback.py": BACKEND + EDITABLE,
    "src/fancyjson/__init__.py": SRC % "v1",
    "scripts/run_report.sh": "python -c 'import fancyjson; print(fancyjson.greeting())'\n",
})
py = make_venv(os.path.join(tmp, "venv"))
cwd = os.path.join(app, "scripts")
target = ".." if REMEDY == "project-root" else "."
p = pip(["install", "--no-index", "-e", target], python=py, cwd=cwd)
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
check([first, second] == ["v1", "v2"], "greeting() before and after editing the source: %r, expected ['v1', 'v2'] (an editable install sees the edit)" % [first, second])
