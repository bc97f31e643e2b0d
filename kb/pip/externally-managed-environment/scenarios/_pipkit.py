"""Shared helpers of this entry's scenarios (not a scenario; the lab copies it with them).

Local wheels, pip run with a clean configuration, and a fake distro Python whose stdlib
folder carries the PEP 668 EXTERNALLY-MANAGED marker. Runs on Python 3.8+.
"""
import atexit, base64, hashlib, os, shutil, subprocess, sys, tempfile, zipfile


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


#: the package installed by both scenarios, the app that imports it, and what the app must print
PKG = {"fancyjson/__init__.py": "import json\n\ndef dumps_sorted(o):\n    return json.dumps(o, sort_keys=True)\n"}
APP = "import fancyjson; print(fancyjson.dumps_sorted({'b': 1, 'a': [2]}))"
EXPECTED = '{"a": [2], "b": 1}'
