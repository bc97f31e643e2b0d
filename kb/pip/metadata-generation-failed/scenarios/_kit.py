"""Shared helpers of this entry's scenarios (not a scenario; the lab copies it with them).

Local wheels and sdists with a tiny in-tree PEP 517 backend (backend-path), so that no
build tools have to be downloaded; pip and python run in subprocesses with a clean pip
configuration, and their errors are passed through to this process's stderr.
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


#: A minimal PEP 517 backend: builds a pure-Python wheel from src/. The scenario inserts
#: PREPARE, the project's own code that the metadata hook runs first.
BACKEND = r'''import base64, hashlib, os, subprocess, sys, zipfile

NAME, VERSION = %(name)r, %(version)r


def _prepare():
%(prepare)s


def _meta():
    return "Metadata-Version: 2.1\nName: %%s\nVersion: %%s\n" %% (NAME, VERSION)


def get_requires_for_build_wheel(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    _prepare()
    info = "%%s-%%s.dist-info" %% (NAME, VERSION)
    os.makedirs(os.path.join(metadata_directory, info))
    with open(os.path.join(metadata_directory, info, "METADATA"), "w") as f:
        f.write(_meta())
    return info


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    _prepare()
    info = "%%s-%%s.dist-info" %% (NAME, VERSION)
    files = {}
    for fn in os.listdir("src"):
        files[fn] = open(os.path.join("src", fn), "rb").read()
    files[info + "/METADATA"] = _meta().encode()
    files[info + "/WHEEL"] = b"Wheel-Version: 1.0\nGenerator: inbuild\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
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


def make_sdist(dest, name, version, prepare, src):
    """An sdist NAME-VERSION.tar.gz whose backend runs `prepare` (indented code) first."""
    root = "%s-%s/" % (name, version)
    pyproject = ('[build-system]\nrequires = []\nbuild-backend = "inbuild"\nbackend-path = ["_backend"]\n\n'
                 '[project]\nname = "%s"\nversion = "%s"\n' % (name, version))
    members = {"pyproject.toml": pyproject,
               "_backend/inbuild.py": BACKEND % {"name": name, "version": version, "prepare": prepare},
               "PKG-INFO": "Metadata-Version: 2.1\nName: %s\nVersion: %s\n" % (name, version)}
    for fn, text in src.items():
        members["src/" + fn] = text
    os.makedirs(dest, exist_ok=True)
    with tarfile.open(os.path.join(dest, "%s-%s.tar.gz" % (name, version)), "w:gz") as tar:
        for n, text in sorted(members.items()):
            data = text.encode()
            ti = tarfile.TarInfo(root + n)
            ti.size, ti.mtime, ti.mode = len(data), 0, 0o644
            tar.addfile(ti, io.BytesIO(data))


def pip_env(extra=None):
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
    env.update(PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1", PIP_CONFIG_FILE=os.devnull, PIP_NO_CACHE_DIR="1")
    env.update(extra or {})
    return env


def run_pip(args, extra_env=None):
    """Run pip with the interpreter running this scenario; surface its errors."""
    p = subprocess.run([sys.executable, "-m", "pip"] + args, capture_output=True, text=True, env=pip_env(extra_env))
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
