"""Shared helpers of this entry's scenarios (not a scenario; the lab copies it with them).

Local wheels (the libcore / appa / appb / appc index both scenarios install from), pip run
with a clean configuration into fresh venvs, and the venv's python run in a subprocess,
errors passed through to this process's stderr. Runs on Python 3.8+.
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


def run_pip(args):
    """Run pip with the interpreter running this scenario; surface its errors."""
    p = subprocess.run([sys.executable, "-m", "pip"] + args, capture_output=True, text=True, env=pip_env())
    if p.returncode != 0:
        sys.stdout.write(p.stdout)
        sys.stderr.write(p.stderr)
        sys.exit(1)
    return p


def tmpdir(prefix):
    d = tempfile.mkdtemp(prefix=prefix)
    atexit.register(shutil.rmtree, d, True)
    return d


def make_venv(path):
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", path], check=True)
    return os.path.join(path, "bin", "python")


def pip_into(vpy, args):
    """`python -m pip ...` for the venv's interpreter (pip >= 22.3 --python)."""
    return run_pip(["--python", vpy] + args)


def run_in(vpy, code):
    p = subprocess.run([vpy, "-c", code], capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(1)
    return p.stdout.strip()


def build_index(links):
    make_wheel(links, "libcore", "1.0", {"libcore/__init__.py": "VERSION = '1.0'\n\ndef parse(s):\n    return s.split(',')\n"})
    make_wheel(links, "libcore", "2.0", {"libcore/__init__.py": "VERSION = '2.0'\n\ndef parse_text(s):\n    return s.split(',')\n"})
    make_wheel(links, "appa", "1.0", {"appa/__init__.py": "import libcore\n\ndef run():\n    return len(libcore.parse('a,b,c'))\n"}, requires=["libcore==1.0"])
    make_wheel(links, "appa", "1.1", {"appa/__init__.py": "import libcore\n\ndef run():\n    f = getattr(libcore, 'parse_text', None) or libcore.parse\n    return len(f('a,b,c'))\n"}, requires=["libcore>=1.0,<3"])
    make_wheel(links, "appb", "1.0", {"appb/__init__.py": "import libcore\n\ndef run():\n    return len(libcore.parse_text('x,y'))\n"}, requires=["libcore>=2.0"])
    make_wheel(links, "appc", "1.0", {"appc/__init__.py": "import libcore\n\ndef run():\n    return len(libcore.parse('p,q,r,s'))\n"}, requires=["libcore<2"])
