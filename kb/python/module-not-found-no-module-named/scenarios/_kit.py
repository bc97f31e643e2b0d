"""Shared helpers of this entry's scenarios (not a scenario; the lab copies it with them).

Remedy argument, a self-cleaning temporary folder, a local wheel, and a subprocess whose
failure is passed through to this process's stderr. Runs on Python 3.8+.
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


def tmpdir(prefix):
    d = tempfile.mkdtemp(prefix=prefix)
    atexit.register(shutil.rmtree, d, True)
    return d


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
    path = os.path.join(dest, "%s-%s-py3-none-any.whl" % (dist, version))
    with zipfile.ZipFile(path, "w") as z:
        for p, text in contents.items():
            z.writestr(p, text)
    return path


def run_or_fail(cmd, cwd=None, env=None):
    """Run cmd; if it fails, write its stderr here and exit 1; else return its stdout, stripped."""
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(1)
    return p.stdout.strip()


#: the fancyjson package (the wheel's files) and an app that imports it
PKG = {"fancyjson/__init__.py": "import json\n\ndef dumps_sorted(obj):\n    return json.dumps(obj, sort_keys=True, separators=(',', ':'))\n"}
APP = "import fancyjson\nprint(fancyjson.dumps_sorted({'b': [1, 2], 'a': None}))\n"
