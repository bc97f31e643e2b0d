"""Shared helpers of this entry's scenarios (not a scenario; the lab copies it with them).

headerless_python() makes a real Python installation without development headers: a copy of
the running base interpreter's executable in a new prefix whose lib/pythonX.Y is the real
standard library, and no include/ folder, which is how a distribution's python3 looks before
python3-dev / python3-devel is installed. sysconfig in it points at <prefix>/include/pythonX.Y,
which does not exist. A venv made from it (with the bundled pip) runs the install.
"""
import atexit, base64, hashlib, io, os, shutil, subprocess, sys, sysconfig, tarfile, tempfile, zipfile


def arg_remedy(remedies):
    if "--remedy" in sys.argv:
        r = sys.argv[sys.argv.index("--remedy") + 1]
        if r not in remedies:
            print("unknown remedy: %s" % r, file=sys.stderr)
            sys.exit(2)
        return r
    return None


def tmpdir(prefix):
    d = tempfile.mkdtemp(prefix=prefix)
    atexit.register(shutil.rmtree, d, True)
    return d


def clean_env():
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_") and k not in ("PYTHONPATH", "PYTHONHOME", "CPATH", "C_INCLUDE_PATH")}
    env.update(PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1", PIP_CONFIG_FILE=os.devnull, PIP_NO_CACHE_DIR="1")
    return env


def headerless_python(where):
    """Return (python of a venv on a header-less installation, the include dir it expects, the real one)."""
    xy = "python%d.%d" % sys.version_info[:2]
    base_exe = os.path.realpath(os.path.join(sys.base_prefix, "bin", xy))
    real_stdlib = sysconfig.get_paths(vars={"installed_base": sys.base_prefix, "base": sys.base_prefix})["stdlib"]
    real_include = sysconfig.get_paths(vars={"installed_base": sys.base_prefix, "base": sys.base_prefix})["include"]
    prefix = os.path.join(where, "prefix")
    os.makedirs(os.path.join(prefix, "bin"))
    os.makedirs(os.path.join(prefix, "lib"))
    shutil.copy2(base_exe, os.path.join(prefix, "bin", xy))
    os.symlink(real_stdlib, os.path.join(prefix, "lib", xy))
    env = clean_env()
    subprocess.run([os.path.join(prefix, "bin", xy), "-m", "venv", os.path.join(where, "venv")], check=True, env=env)
    py = os.path.join(where, "venv", "bin", "python")
    expected = subprocess.run([py, "-c", "import sysconfig; print(sysconfig.get_paths()['include'])"],
                              check=True, capture_output=True, text=True, env=env).stdout.strip()
    return py, expected, real_include


def run_pip(python, args):
    p = subprocess.run([python, "-m", "pip"] + args, capture_output=True, text=True, env=clean_env())
    if p.returncode != 0:
        sys.stdout.write(p.stdout)
        sys.stderr.write(p.stderr)
        sys.exit(1)
    return p


def run_python(python, code):
    p = subprocess.run([python, "-c", code], capture_output=True, text=True, env=clean_env())
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(1)
    return p.stdout.strip()


def make_wheel(dest, name, version, files):
    dist = name.replace("-", "_")
    info = "%s-%s.dist-info" % (dist, version)
    contents = dict(files)
    contents[info + "/METADATA"] = "Metadata-Version: 2.1\nName: %s\nVersion: %s\n" % (name, version)
    contents[info + "/WHEEL"] = "Wheel-Version: 1.0\nGenerator: knownfix\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    record = []
    for path, text in contents.items():
        data = text.encode()
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append("%s,sha256=%s,%d" % (path, digest, len(data)))
    record.append(info + "/RECORD,,")
    contents[info + "/RECORD"] = "\n".join(record) + "\n"
    os.makedirs(dest, exist_ok=True)
    with zipfile.ZipFile(os.path.join(dest, "%s-%s-py3-none-any.whl" % (dist, version)), "w") as z:
        for p, text in contents.items():
            z.writestr(p, text)


#: A minimal PEP 517 backend that compiles one C file against this Python's headers, found
#: the way setuptools finds them (sysconfig's "include" path).
BACKEND = """import base64, hashlib, os, subprocess, sys, sysconfig, zipfile

NAME, VERSION = "fastsum", "1.1"


def _tag():
    v = "cp%d%d" % sys.version_info[:2]
    return "%s-%s-%s" % (v, v, sysconfig.get_platform().replace("-", "_").replace(".", "_"))


def _meta():
    return "Metadata-Version: 2.1\\nName: %s\\nVersion: %s\\n" % (NAME, VERSION)


def get_requires_for_build_wheel(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    info = "%s-%s.dist-info" % (NAME, VERSION)
    os.makedirs(os.path.join(metadata_directory, info))
    with open(os.path.join(metadata_directory, info, "METADATA"), "w") as f:
        f.write(_meta())
    return info


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    ext = NAME + sysconfig.get_config_var("EXT_SUFFIX")
    cmd = [os.environ.get("CC", "cc"), "-shared", "-fPIC", "-O2", "-I" + sysconfig.get_paths()["include"],
           "src/fastsum.c", "-o", os.path.join("build", ext)]
    os.makedirs("build", exist_ok=True)
    print("compiling:", " ".join(cmd), flush=True)
    subprocess.check_call(cmd)
    info = "%s-%s.dist-info" % (NAME, VERSION)
    files = {ext: open(os.path.join("build", ext), "rb").read(),
             info + "/METADATA": _meta().encode(),
             info + "/WHEEL": ("Wheel-Version: 1.0\\nGenerator: cbuild\\nRoot-Is-Purelib: false\\nTag: %s\\n" % _tag()).encode()}
    rec = []
    for p, data in files.items():
        d = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        rec.append("%s,sha256=%s,%d" % (p, d, len(data)))
    rec.append(info + "/RECORD,,")
    files[info + "/RECORD"] = ("\\n".join(rec) + "\\n").encode()
    name = "%s-%s-%s.whl" % (NAME, VERSION, _tag())
    with zipfile.ZipFile(os.path.join(wheel_directory, name), "w") as z:
        for p, data in files.items():
            z.writestr(p, data)
    return name
"""

C_SOURCE = """#define PY_SSIZE_T_CLEAN
#include <Python.h>

static PyObject *total(PyObject *self, PyObject *arg) {
    PyObject *it = PyObject_GetIter(arg), *item;
    double s = 0.0;
    if (!it) return NULL;
    while ((item = PyIter_Next(it))) {
        s += PyFloat_AsDouble(item);
        Py_DECREF(item);
    }
    Py_DECREF(it);
    if (PyErr_Occurred()) return NULL;
    return PyFloat_FromDouble(s);
}

static PyMethodDef methods[] = {{"total", total, METH_O, "sum of floats"}, {NULL, NULL, 0, NULL}};
static struct PyModuleDef mod = {PyModuleDef_HEAD_INIT, "fastsum", NULL, -1, methods};
PyMODINIT_FUNC PyInit_fastsum(void) { return PyModule_Create(&mod); }
"""

PYPROJECT = """[build-system]
requires = []
build-backend = "cbuild"
backend-path = ["_backend"]

[project]
name = "fastsum"
version = "1.1"
"""


def make_sdist(dest):
    members = {"pyproject.toml": PYPROJECT, "_backend/cbuild.py": BACKEND, "src/fastsum.c": C_SOURCE,
               "PKG-INFO": "Metadata-Version: 2.1\nName: fastsum\nVersion: 1.1\n"}
    os.makedirs(dest, exist_ok=True)
    with tarfile.open(os.path.join(dest, "fastsum-1.1.tar.gz"), "w:gz") as tar:
        for name, text in sorted(members.items()):
            data = text.encode()
            ti = tarfile.TarInfo("fastsum-1.1/" + name)
            ti.size, ti.mtime, ti.mode = len(data), 0, 0o644
            tar.addfile(ti, io.BytesIO(data))
