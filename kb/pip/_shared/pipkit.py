"""Shared kit of the pip scenarios (not a scenario): the lab copies it beside each scenario
that does `from pipkit import ...` and hashes it with them.

What it gives, with no network at all:
  * local distributions: make_wheel (any tag), make_sdist (a tar.gz with PKG-INFO), a
    setuptools sdist from a setup.py, an in-tree PEP 517 backend that compiles one C file
    with $CC (so no build tool has to be downloaded);
  * pip run with a clean configuration (no user config, no cache, no version check), with
    the scenario's interpreter or into a fresh venv (`pip --python`, pip >= 22.3);
  * a PEP 503 "simple" index folder (with yanked files) served on 127.0.0.1 over HTTP or
    HTTPS with a self-signed certificate made on the spot, and a port nothing listens on;
  * the KNOWNFIX_CHECK line.
Stable API: functions are added, never changed. Runs on Python 3.8+.
"""
import atexit, base64, hashlib, html, io, json, os, shutil, socket, ssl, subprocess, sys, tarfile, tempfile, threading, zipfile
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer


def arg_remedy(remedies):
    """The --remedy argument (None without one); an unknown remedy exits with status 2."""
    if "--remedy" in sys.argv:
        r = sys.argv[sys.argv.index("--remedy") + 1]
        if r not in remedies:
            print("unknown remedy: %s" % r, file=sys.stderr)
            sys.exit(2)
        return r
    return None


def check(ok, detail):
    """Print the one KNOWNFIX_CHECK line."""
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))


def tmpdir(prefix="kf-pip-"):
    d = tempfile.mkdtemp(prefix=prefix)
    atexit.register(shutil.rmtree, d, True)
    return d


def pip_env(extra=None):
    """os.environ without PIP_* settings, plus no config file, no cache, no version check."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
    env.update(PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1", PIP_CONFIG_FILE=os.devnull,
               PIP_NO_CACHE_DIR="1", PIP_NO_COLOR="1")
    if extra:
        env.update(extra)
    return env


def pip(args, python=None, env=None, cwd=None, timeout=300):
    """Run `python -m pip args` with the scenario's interpreter; `python` = a venv's
    interpreter to install into (via `--python`). Returns the CompletedProcess."""
    cmd = [sys.executable, "-m", "pip"]
    if python:
        cmd += ["--python", python]
    return subprocess.run(cmd + list(args), capture_output=True, text=True, env=pip_env(env), cwd=cwd,
                          timeout=timeout)


def run_pip(args, python=None, env=None, cwd=None, timeout=300):
    """pip() that passes pip's output through and exits 1 when pip fails (the scenario's error)."""
    p = pip(args, python=python, env=env, cwd=cwd, timeout=timeout)
    if p.returncode != 0:
        sys.stdout.write(p.stdout)
        sys.stderr.write(p.stderr)
        sys.exit(1)
    return p


def make_venv(path, system_site_packages=False):
    """A fresh venv without pip (pip is driven from outside with --python); returns its python."""
    cmd = [sys.executable, "-m", "venv", "--without-pip", path]
    if system_site_packages:
        cmd.insert(4, "--system-site-packages")
    subprocess.run(cmd, check=True)
    return os.path.join(path, "bin", "python")


def run_in(python, code, env=None):
    """Run code with an interpreter; stdout stripped. A failure passes stderr through and exits 1."""
    e = dict(os.environ)
    if env:
        e.update(env)
    p = subprocess.run([python, "-c", code], capture_output=True, text=True, env=e)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(1)
    return p.stdout.strip()


def _b(data):
    return data if isinstance(data, bytes) else data.encode()


def make_wheel(dest, name, version, files, requires=(), requires_python=None, tag="py3-none-any", purelib=True):
    """A wheel {dist}-{version}-{tag}.whl in dest with `files` ({path: str|bytes}); returns its path."""
    dist = name.replace("-", "_")
    info = "%s-%s.dist-info" % (dist, version)
    meta = "Metadata-Version: 2.1\nName: %s\nVersion: %s\n" % (name, version)
    if requires_python:
        meta += "Requires-Python: %s\n" % requires_python
    for r in requires:
        meta += "Requires-Dist: %s\n" % r
    contents = {p: _b(d) for p, d in files.items()}
    contents[info + "/METADATA"] = meta.encode()
    tags = "".join("Tag: %s\n" % t for t in _expand_tag(tag))
    contents[info + "/WHEEL"] = ("Wheel-Version: 1.0\nGenerator: knownfix\nRoot-Is-Purelib: %s\n%s"
                                 % ("true" if purelib else "false", tags)).encode()
    record = []
    for path, data in contents.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append("%s,sha256=%s,%d" % (path, digest, len(data)))
    record.append(info + "/RECORD,,")
    contents[info + "/RECORD"] = ("\n".join(record) + "\n").encode()
    os.makedirs(dest, exist_ok=True)
    out = os.path.join(dest, "%s-%s-%s.whl" % (dist, version, tag))
    with zipfile.ZipFile(out, "w") as z:
        for p, data in contents.items():
            z.writestr(p, data)
    return out


def _expand_tag(tag):
    py, abi, plat = tag.split("-")
    return ["%s-%s-%s" % (a, b, c) for a in py.split(".") for b in abi.split(".") for c in plat.split(".")]


def make_sdist(dest, name, version, files, pkg_info_extra=""):
    """{name}-{version}.tar.gz in dest holding `files` ({path: str|bytes}) under name-version/,
    with a PKG-INFO; returns its path."""
    root = "%s-%s/" % (name, version)
    members = {p: _b(d) for p, d in files.items()}
    members.setdefault("PKG-INFO", ("Metadata-Version: 2.1\nName: %s\nVersion: %s\n%s" % (name, version, pkg_info_extra)).encode())
    os.makedirs(dest, exist_ok=True)
    out = os.path.join(dest, "%s-%s.tar.gz" % (name, version))
    with tarfile.open(out, "w:gz") as tar:
        for p, data in sorted(members.items()):
            ti = tarfile.TarInfo(root + p)
            ti.size, ti.mtime, ti.mode = len(data), 0, 0o644
            tar.addfile(ti, io.BytesIO(data))
    return out


def make_project(path, files):
    """A source tree (a local project folder) with `files`; returns path."""
    for p, data in files.items():
        full = os.path.join(path, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as f:
            f.write(_b(data))
    return path


def bundled_setuptools_wheel():
    """The setuptools wheel that this interpreter's ensurepip bundles (CPython <= 3.11), or None.
    Putting it in a --find-links folder lets an isolated build get setuptools with no network."""
    import ensurepip
    d = os.path.join(os.path.dirname(ensurepip.__file__), "_bundled")
    if not os.path.isdir(d):
        return None
    found = sorted(f for f in os.listdir(d) if f.startswith("setuptools-") and f.endswith(".whl"))
    return os.path.join(d, found[-1]) if found else None


#: An in-tree PEP 517 backend (pyproject: build-backend = "cbuild", backend-path = ["_backend"]):
#: compiles src/<module>.c with $CC (default "cc") into a C extension, like setuptools' build_ext
#: does, and fails the way a compiler fails. NAME / VERSION / MODULE are filled in by c_backend().
_C_BACKEND = r'''import os, subprocess, sys, sysconfig, zipfile, base64, hashlib

NAME, VERSION, MODULE = %(name)r, %(version)r, %(module)r


def _tag():
    v = "cp%%d%%d" %% sys.version_info[:2]
    return "%%s-%%s-%%s" %% (v, v, sysconfig.get_platform().replace("-", "_").replace(".", "_"))


def _meta():
    return "Metadata-Version: 2.1\nName: %%s\nVersion: %%s\n" %% (NAME, VERSION)


def get_requires_for_build_wheel(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    info = "%%s-%%s.dist-info" %% (NAME.replace("-", "_"), VERSION)
    os.makedirs(os.path.join(metadata_directory, info))
    with open(os.path.join(metadata_directory, info, "METADATA"), "w") as f:
        f.write(_meta())
    return info


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    ext = MODULE + sysconfig.get_config_var("EXT_SUFFIX")
    cc = os.environ.get("CC", "cc")
    cmd = [cc, "-shared", "-fPIC", "-O2", "-I" + sysconfig.get_paths()["include"],
           "src/%%s.c" %% MODULE, "-o", os.path.join("build", ext)]
    os.makedirs("build", exist_ok=True)
    print("building '%%s' extension" %% MODULE, flush=True)
    print(" ".join(cmd), flush=True)
    subprocess.check_call(cmd)
    info = "%%s-%%s.dist-info" %% (NAME.replace("-", "_"), VERSION)
    files = {ext: open(os.path.join("build", ext), "rb").read(),
             info + "/METADATA": _meta().encode(),
             info + "/WHEEL": ("Wheel-Version: 1.0\nGenerator: cbuild\nRoot-Is-Purelib: false\nTag: %%s\n" %% _tag()).encode()}
    rec = []
    for p, data in files.items():
        d = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        rec.append("%%s,sha256=%%s,%%d" %% (p, d, len(data)))
    rec.append(info + "/RECORD,,")
    files[info + "/RECORD"] = ("\n".join(rec) + "\n").encode()
    name = "%%s-%%s-%%s.whl" %% (NAME.replace("-", "_"), VERSION, _tag())
    with zipfile.ZipFile(os.path.join(wheel_directory, name), "w") as z:
        for p, data in files.items():
            z.writestr(p, data)
    return name
'''


def c_backend(name, version, module):
    """Source of the in-tree C backend for one module (see _C_BACKEND)."""
    return _C_BACKEND % {"name": name, "version": version, "module": module}


def c_sdist_files(name, version, module, c_source):
    """The files of an sdist built by the in-tree C backend (pass to make_sdist / make_project)."""
    return {
        "pyproject.toml": ('[build-system]\nrequires = []\nbuild-backend = "cbuild"\nbackend-path = ["_backend"]\n\n'
                           '[project]\nname = "%s"\nversion = "%s"\n' % (name, version)),
        "_backend/cbuild.py": c_backend(name, version, module),
        "src/%s.c" % module: c_source,
    }


#: A C extension module `<module>` with total(iterable) -> float sum; %(module)s filled in.
SUM_MODULE_C = r'''#define PY_SSIZE_T_CLEAN
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
static struct PyModuleDef mod = {PyModuleDef_HEAD_INIT, "%(module)s", NULL, -1, methods};
PyMODINIT_FUNC PyInit_%(module)s(void) { return PyModule_Create(&mod); }
'''


def sum_module_c(module):
    return SUM_MODULE_C % {"module": module}


def simple_index(root, dists, yanked=None):
    """A PEP 503 index under root/simple/ for the files in `dists` (paths), copied into root/files/.
    yanked: {filename: reason} marks files yanked (PEP 592 data-yanked). Returns root/simple."""
    yanked = yanked or {}
    files_dir = os.path.join(root, "files")
    os.makedirs(files_dir, exist_ok=True)
    projects = {}
    for path in dists:
        fn = os.path.basename(path)
        shutil.copy(path, os.path.join(files_dir, fn))
        project = fn.split("-")[0].replace("_", "-").lower()
        projects.setdefault(project, []).append(fn)
    simple = os.path.join(root, "simple")
    os.makedirs(simple, exist_ok=True)
    with open(os.path.join(simple, "index.html"), "w") as f:
        f.write("<!DOCTYPE html><html><body>\n")
        for p in sorted(projects):
            f.write('<a href="%s/">%s</a>\n' % (p, p))
        f.write("</body></html>\n")
    for p, fns in projects.items():
        os.makedirs(os.path.join(simple, p), exist_ok=True)
        with open(os.path.join(simple, p, "index.html"), "w") as f:
            f.write("<!DOCTYPE html><html><body>\n")
            for fn in sorted(fns):
                with open(os.path.join(files_dir, fn), "rb") as fh:
                    sha = hashlib.sha256(fh.read()).hexdigest()
                attr = ' data-yanked="%s"' % html.escape(yanked[fn], quote=True) if fn in yanked else ""
                f.write('<a href="../../files/%s#sha256=%s"%s>%s</a>\n' % (fn, sha, attr, fn))
            f.write("</body></html>\n")
    return simple


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(root, certfile=None, keyfile=None):
    """Serve folder `root` on 127.0.0.1 (a free port) in a background thread, over HTTPS when a
    certificate is given. Returns the base URL ("http://127.0.0.1:PORT"); stopped at exit."""
    handler = lambda *a, **k: _QuietHandler(*a, directory=root, **k)  # noqa: E731
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    scheme = "http"
    if certfile:
        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        ctx.load_cert_chain(certfile, keyfile)
        httpd.socket = ctx.wrap_socket(httpd.socket, server_side=True)
        scheme = "https"
    t = threading.Thread(target=httpd.serve_forever, daemon=True)
    t.start()
    atexit.register(httpd.shutdown)
    return "%s://127.0.0.1:%d" % (scheme, httpd.server_address[1])


def self_signed_cert(folder, cn="127.0.0.1"):
    """A self-signed certificate for 127.0.0.1 made with the openssl CLI: (certfile, keyfile)."""
    cert, key = os.path.join(folder, "cert.pem"), os.path.join(folder, "key.pem")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert,
                    "-days", "2", "-subj", "/CN=%s" % cn, "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"],
                   check=True, capture_output=True)
    return cert, key


def closed_port():
    """A TCP port on 127.0.0.1 that nothing listens on (bound, then released)."""
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


#: An in-tree PEP 517 backend for a pure-Python project: packs the files listed in PACKAGE_FILES
#: into a py3-none-any wheel (build_wheel and build_editable-free). Filled in by pure_backend().
_PURE_BACKEND = r'''import os, zipfile, base64, hashlib

NAME, VERSION, FILES = %(name)r, %(version)r, %(files)r


def _meta():
    return "Metadata-Version: 2.1\nName: %%s\nVersion: %%s\n" %% (NAME, VERSION)


def get_requires_for_build_wheel(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    info = "%%s-%%s.dist-info" %% (NAME.replace("-", "_"), VERSION)
    files = {p: open(p, "rb").read() for p in FILES}
    files[info + "/METADATA"] = _meta().encode()
    files[info + "/WHEEL"] = b"Wheel-Version: 1.0\nGenerator: purebuild\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    rec = []
    for p, data in files.items():
        d = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        rec.append("%%s,sha256=%%s,%%d" %% (p, d, len(data)))
    rec.append(info + "/RECORD,,")
    files[info + "/RECORD"] = ("\n".join(rec) + "\n").encode()
    name = "%%s-%%s-py3-none-any.whl" %% (NAME.replace("-", "_"), VERSION)
    with zipfile.ZipFile(os.path.join(wheel_directory, name), "w") as z:
        for p, data in files.items():
            z.writestr(p, data)
    return name
'''


def pure_project_files(name, version, files):
    """A pure-Python project built by an in-tree backend: `files` ({path: source}) plus
    pyproject.toml and _backend/purebuild.py. Pass to make_project / make_sdist."""
    out = dict(files)
    out["pyproject.toml"] = ('[build-system]\nrequires = []\nbuild-backend = "purebuild"\nbackend-path = ["_backend"]\n\n'
                             '[project]\nname = "%s"\nversion = "%s"\n' % (name, version))
    out["_backend/purebuild.py"] = _PURE_BACKEND % {"name": name, "version": version, "files": sorted(files)}
    return out


def git_repo(path, files, tags=()):
    """A local git repository at path with `files` committed once and `tags` on that commit."""
    make_project(path, files)
    env = dict(os.environ, GIT_AUTHOR_NAME="kf", GIT_AUTHOR_EMAIL="kf@example.invalid", GIT_COMMITTER_NAME="kf",
               GIT_COMMITTER_EMAIL="kf@example.invalid", GIT_CONFIG_GLOBAL=os.devnull, GIT_CONFIG_NOSYSTEM="1")
    for cmd in (["git", "init", "-q"], ["git", "add", "-A"], ["git", "commit", "-qm", "initial"]):
        subprocess.run(cmd, cwd=path, env=env, check=True, capture_output=True)
    for t in tags:
        subprocess.run(["git", "tag", t], cwd=path, env=env, check=True, capture_output=True)
    return path


def ca_signed_cert(folder, names=("127.0.0.1", "localhost"), ca_name="knownfix test CA"):
    """A private CA and a server certificate it signed for `names` (IP addresses or DNS names),
    made with the openssl CLI: (ca_certfile, certfile, keyfile). Stands in for a company CA."""
    os.makedirs(folder, exist_ok=True)
    p = lambda n: os.path.join(folder, n)  # noqa: E731
    run = lambda *a: subprocess.run(list(a), check=True, capture_output=True)  # noqa: E731
    run("openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", p("ca.key"), "-out", p("ca.pem"),
        "-days", "2", "-subj", "/CN=%s" % ca_name,
        "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign")
    run("openssl", "req", "-newkey", "rsa:2048", "-nodes", "-keyout", p("server.key"), "-out", p("server.csr"),
        "-subj", "/CN=%s" % names[0])
    san = ",".join(("IP:%s" % n) if n.replace(".", "").isdigit() else ("DNS:%s" % n) for n in names)
    with open(p("ext.cnf"), "w") as f:
        f.write("subjectAltName=%s\nbasicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature,keyEncipherment\n"
                "extendedKeyUsage=serverAuth\nauthorityKeyIdentifier=keyid\nsubjectKeyIdentifier=hash\n" % san)
    run("openssl", "x509", "-req", "-in", p("server.csr"), "-CA", p("ca.pem"), "-CAkey", p("ca.key"),
        "-CAcreateserial", "-out", p("server.pem"), "-days", "2", "-extfile", p("ext.cnf"))
    return p("ca.pem"), p("server.pem"), p("server.key")
