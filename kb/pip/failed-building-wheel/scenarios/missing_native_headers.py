"""pip "Failed building wheel", cause: a C extension needs headers that are not installed.

fastsum 1.1 is published only as an sdist with a C extension that includes <fastmath.h>,
the header of a native library (think libpq-fe.h, ffi.h, mysql.h, Python.h itself). The
compiler fails inside pip's isolated build. The sdist uses a tiny in-tree PEP 517 backend
(backend-path) so no build tools have to be downloaded; the failure is the real compiler's.
fastsum 1.0 is also available as a ready-made (pure Python) wheel.

Remedies:
  provide-the-headers            install the library's development headers (here: a prefix
                                 with fastmath.h, made visible to the compiler via CPATH)
  use-prebuilt-wheel             pip install --only-binary :all: fastsum (takes the 1.0 wheel)
  no-build-isolation (dead end)  pip install --no-build-isolation fastsum
"""
import atexit, base64, hashlib, json, os, shutil, subprocess, sys, tempfile, zipfile


def arg_remedy(remedies):
    if "--remedy" in sys.argv:
        r = sys.argv[sys.argv.index("--remedy") + 1]
        if r not in remedies:
            print("unknown remedy: %s" % r, file=sys.stderr)
            sys.exit(2)
        return r
    return None


def make_wheel(dest, name, version, files, requires=(), requires_python=None):
    dist = name.replace("-", "_")
    info = "%s-%s.dist-info" % (dist, version)
    meta = "Metadata-Version: 2.1\nName: %s\nVersion: %s\n" % (name, version)
    if requires_python:
        meta += "Requires-Python: %s\n" % requires_python
    for r in requires:
        meta += "Requires-Dist: %s\n" % r
    contents = dict(files)
    contents[info + "/METADATA"] = meta
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


def pip_env():
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
    env.update(PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1", PIP_CONFIG_FILE=os.devnull, PIP_NO_CACHE_DIR="1")
    return env


def run_pip(args):
    """Run pip with the interpreter running this scenario; surface its errors."""
    p = subprocess.run([sys.executable, "-m", "pip"] + args, capture_output=True, text=True, env=pip_env())
    if p.returncode != 0:
        sys.stdout.write(p.stdout)
        sys.stderr.write(p.stderr)
        sys.exit(1)
    return p


def run_python(code, site):
    env = dict(os.environ, PYTHONPATH=site)
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(1)
    return p.stdout.strip()


def tmpdir(prefix):
    d = tempfile.mkdtemp(prefix=prefix)
    atexit.register(shutil.rmtree, d, True)
    return d



BACKEND = """import os, subprocess, sys, sysconfig, zipfile, base64, hashlib

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
    cc = os.environ.get("CC", "cc")
    cmd = [cc, "-shared", "-fPIC", "-O2", "-I" + sysconfig.get_paths()["include"],
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
#include <fastmath.h>   /* from the libfastmath development package */

static PyObject *total(PyObject *self, PyObject *arg) {
    PyObject *it = PyObject_GetIter(arg), *item;
    double s = 0.0;
    if (!it) return NULL;
    while ((item = PyIter_Next(it))) {
        s = fm_add(s, PyFloat_AsDouble(item));
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
    import io, tarfile
    root = "fastsum-1.1/"
    members = {"pyproject.toml": PYPROJECT, "_backend/cbuild.py": BACKEND, "src/fastsum.c": C_SOURCE,
               "PKG-INFO": "Metadata-Version: 2.1\nName: fastsum\nVersion: 1.1\n"}
    os.makedirs(dest, exist_ok=True)
    with tarfile.open(os.path.join(dest, "fastsum-1.1.tar.gz"), "w:gz") as tar:
        for name, text in members.items():
            data = text.encode()
            ti = tarfile.TarInfo(root + name)
            ti.size, ti.mtime, ti.mode = len(data), 0, 0o644
            tar.addfile(ti, io.BytesIO(data))


REMEDY = arg_remedy({'no-build-isolation', 'use-prebuilt-wheel', 'provide-the-headers'})

tmp = tmpdir("kf-build-")
links, site = os.path.join(tmp, "links"), os.path.join(tmp, "site")
make_sdist(links)
make_wheel(links, "fastsum", "1.0", {"fastsum.py": "def total(xs):\n    return float(sum(float(x) for x in xs))\n"})
args = ["install", "--no-index", "--find-links", links, "--target", site]
env_extra = {}
if REMEDY == "provide-the-headers":
    inc = os.path.join(tmp, "prefix", "include")
    os.makedirs(inc)
    with open(os.path.join(inc, "fastmath.h"), "w") as f:
        f.write("#pragma once\nstatic inline double fm_add(double a, double b) { return a + b; }\n")
    os.environ["CPATH"] = inc  # what installing libfastmath-dev into a prefix the compiler searches amounts to
elif REMEDY == "use-prebuilt-wheel":
    args += ["--only-binary", ":all:"]
elif REMEDY == "no-build-isolation":
    args += ["--no-build-isolation"]
run_pip(args + ["fastsum"])
got = run_python("import fastsum; print(fastsum.total([0.5, 1.25, 2.25]))", site)
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == "4.0", "detail": "fastsum.total -> %r, expected '4.0'" % got}))
