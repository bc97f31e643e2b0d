"""Shared helpers of this entry's scenarios (not a scenario; the lab copies it with them).

Local wheels, and pip / python run in subprocesses with a clean pip configuration whose
errors are passed through to this process's stderr. Runs on Python 3.8+.
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



