"""pip error: externally-managed-environment, cause: a venv exists but the system pip is used.

The project has a virtual environment, but `pip` on PATH (not activated, or `sudo pip`,
or `python3 -m pip` with the system python3) is the distro Python's, which carries the
PEP 668 marker (built here like in system_python_install.py).

Remedies:
  use-the-venv-interpreter     run the venv's interpreter: .venv/bin/python -m pip install ...
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




MARKER = """[externally-managed]
Error=To install Python packages system-wide, try apt install
 python3-xyz, where xyz is the package you are trying to
 install. If you wish to install a non-Debian-packaged Python package,
 create a virtual environment using python3 -m venv path/to/venv.
"""


def make_system_python(root):
    """A non-venv Python installation whose stdlib folder carries EXTERNALLY-MANAGED.

    Like a distro's /usr: bin/pythonX.Y (a copy of the real interpreter binary, so its
    prefix is `root`), lib/pythonX.Y/ with the real stdlib linked in, the PEP 668 marker
    next to it, and an empty site-packages with pip linked in.
    """
    import pip as _pip
    ver = "python%d.%d" % sys.version_info[:2]
    os.makedirs(os.path.join(root, "bin"))
    exe = os.path.join(root, "bin", ver)
    shutil.copy2(os.path.join(sys.base_prefix, "bin", ver), exe)
    real_lib = os.path.join(sys.base_prefix, "lib")
    std = os.path.join(root, "lib", ver)
    os.makedirs(os.path.join(std, "site-packages"))
    for n in os.listdir(os.path.join(real_lib, ver)):
        if n != "site-packages":
            os.symlink(os.path.join(real_lib, ver, n), os.path.join(std, n))
    for n in os.listdir(real_lib):
        if n.startswith("libpython"):
            os.symlink(os.path.join(real_lib, n), os.path.join(root, "lib", n))
    os.symlink(os.path.dirname(os.path.realpath(_pip.__file__)), os.path.join(std, "site-packages", "pip"))
    with open(os.path.join(std, "EXTERNALLY-MANAGED"), "w") as f:
        f.write(MARKER)
    check = subprocess.run([exe, "-c", "import sys, sysconfig; print(sys.prefix == sys.base_prefix, sysconfig.get_path('stdlib'))"],
                           capture_output=True, text=True, check=True).stdout.split()
    assert check == ["True", std], check
    return exe


def pip_with(py, args, env=None):
    p = subprocess.run([py, "-m", "pip"] + args, capture_output=True, text=True, env=env or pip_env())
    if p.returncode != 0:
        sys.stdout.write(p.stdout)
        sys.stderr.write(p.stderr)
        sys.exit(1)
    return p


def run_with(py, code, env=None):
    p = subprocess.run([py, "-c", code], capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(1)
    return p.stdout.strip()


PKG = {"fancyjson/__init__.py": "import json\n\ndef dumps_sorted(o):\n    return json.dumps(o, sort_keys=True)\n"}
APP = "import fancyjson; print(fancyjson.dumps_sorted({'b': 1, 'a': [2]}))"
EXPECTED = '{"a": [2], "b": 1}'


REMEDY = arg_remedy({'use-the-venv-interpreter'})

tmp = tmpdir("kf-pep668-")
links = os.path.join(tmp, "links")
make_wheel(links, "fancyjson", "1.0", PKG)
syspy = make_system_python(os.path.join(tmp, "usr"))
venv = os.path.join(tmp, "project", ".venv")
subprocess.run([syspy, "-m", "venv", "--without-pip", venv], check=True)
vpy = os.path.join(venv, "bin", "python")
base = ["install", "--no-index", "--find-links", links, "fancyjson"]
if REMEDY == "use-the-venv-interpreter":
    # `.venv/bin/python -m pip install ...`; this offline venv has no pip of its own,
    # so pip is told to target the venv's interpreter (same effect, same check)
    pip_with(syspy, ["--python", vpy] + base)
else:
    pip_with(syspy, base)
got = run_with(vpy, APP)
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == EXPECTED, "detail": "app printed %r, expected %r" % (got, EXPECTED)}))
