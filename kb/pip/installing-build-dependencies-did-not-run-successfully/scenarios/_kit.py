"""Shared helpers of this entry's scenarios (not a scenario; the lab copies it with them).

A local wheel and an sdist with a setup.py and a tiny in-tree PEP 517 backend
(backend-path). Like setuptools.build_meta, the backend's get_requires_for_build_wheel
executes setup.py, so an exception raised at the top of setup.py surfaces in pip's
"Getting requirements to build wheel" step. Nothing has to be downloaded. pip runs in a
fresh venv made from the interpreter running this scenario (its bundled pip), with a clean
pip configuration; errors are passed through to this process's stderr.
"""
import atexit, base64, hashlib, io, os, shutil, subprocess, sys, tarfile, tempfile, zipfile


def arg_remedy(remedies):
    if "--remedy" in sys.argv:
        r = sys.argv[sys.argv.index("--remedy") + 1]
        if r not in remedies:
            print("unknown remedy: %s" % r, file=sys.stderr)
            sys.exit(2)
        return r
    return None


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


#: The in-tree backend: get_requires_for_build_wheel and build_wheel run setup.py, which
#: calls setup(); setup() records the keyword arguments and build_wheel packs py_modules.
BACKEND = r'''import base64, hashlib, os, sys, zipfile

_ARGS = {}


def setup(**kw):
    _ARGS.update(kw)


def _run_setup():
    sys.path.insert(0, os.getcwd())
    sys.modules.setdefault("setupshim", sys.modules[__name__])
    code = open("setup.py").read()
    exec(compile(code, "setup.py", "exec"), {"__name__": "__main__", "__file__": "setup.py"})
    return _ARGS


def get_requires_for_build_wheel(config_settings=None):
    _run_setup()
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    a = _run_setup()
    name, version = a["name"], a["version"]
    info = "%s-%s.dist-info" % (name, version)
    files = {m + ".py": open(m + ".py", "rb").read() for m in a.get("py_modules", [])}
    files.update({k: v.encode() for k, v in a.get("generated", {}).items()})
    files[info + "/METADATA"] = ("Metadata-Version: 2.1\nName: %s\nVersion: %s\n" % (name, version)).encode()
    files[info + "/WHEEL"] = b"Wheel-Version: 1.0\nGenerator: setupshim\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    rec = []
    for p, data in files.items():
        d = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        rec.append("%s,sha256=%s,%d" % (p, d, len(data)))
    rec.append(info + "/RECORD,,")
    files[info + "/RECORD"] = ("\n".join(rec) + "\n").encode()
    fn = "%s-%s-py3-none-any.whl" % (name, version)
    with zipfile.ZipFile(os.path.join(wheel_directory, fn), "w") as z:
        for p, data in files.items():
            z.writestr(p, data)
    return fn
'''


def make_sdist(dest, name, version, setup_py, files, build_requires=()):
    root = "%s-%s/" % (name, version)
    reqs = ", ".join('"%s"' % r for r in build_requires)
    pyproject = ('[build-system]\nrequires = [%s]\nbuild-backend = "setupshim"\nbackend-path = ["_backend"]\n' % reqs)
    members = {"pyproject.toml": pyproject, "_backend/setupshim.py": BACKEND, "setup.py": setup_py,
               "PKG-INFO": "Metadata-Version: 2.1\nName: %s\nVersion: %s\n" % (name, version)}
    members.update(files)
    os.makedirs(dest, exist_ok=True)
    with tarfile.open(os.path.join(dest, "%s-%s.tar.gz" % (name, version)), "w:gz") as tar:
        for n, text in sorted(members.items()):
            data = text.encode()
            ti = tarfile.TarInfo(root + n)
            ti.size, ti.mtime, ti.mode = len(data), 0, 0o644
            tar.addfile(ti, io.BytesIO(data))


def pip_env():
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_") and k != "PYTHONPATH"}
    env.update(PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1", PIP_CONFIG_FILE=os.devnull, PIP_NO_CACHE_DIR="1")
    return env


def make_venv(where):
    """A fresh venv from this interpreter, with its bundled pip; returns its python."""
    subprocess.run([sys.executable, "-m", "venv", where], check=True, env=pip_env())
    return os.path.join(where, "bin", "python")


def run_pip(python, args):
    """Run pip in the given interpreter; surface its errors and stop."""
    p = subprocess.run([python, "-m", "pip"] + args, capture_output=True, text=True, env=pip_env())
    if p.returncode != 0:
        sys.stdout.write(p.stdout)
        sys.stderr.write(p.stderr)
        sys.exit(1)
    return p


def run_python(python, code):
    p = subprocess.run([python, "-c", code], capture_output=True, text=True, env=pip_env())
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(1)
    return p.stdout.strip()


def tmpdir(prefix):
    d = tempfile.mkdtemp(prefix=prefix)
    atexit.register(shutil.rmtree, d, True)
    return d
