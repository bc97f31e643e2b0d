"""pip "Could not find a version", cause: the wanted release requires a newer Python.

fancyjson 2.0 declares Requires-Python >=3.14 (and uses the 3.14 stdlib module
annotationlib); 1.0 supports older Pythons. `pip install fancyjson==2.0` on Python <= 3.13
finds no acceptable version and prints "Ignored the following versions that require a
different python version".

Remedies:
  install-a-version-for-this-python   fancyjson<2 (or run on a Python that 2.0 supports)
  ignore-requires-python (dead end)    pip install --ignore-requires-python fancyjson==2.0
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


REMEDY = arg_remedy({'ignore-requires-python', 'install-a-version-for-this-python'})
PKG = {"fancyjson/__init__.py": "import json\n__version__ = %r\n\ndef dumps_sorted(o):\n    return json.dumps(o, sort_keys=True)\n"}

if sys.version_info >= (3, 14):
    print("this scenario needs Python <= 3.13", file=sys.stderr)
    sys.exit(3)
tmp = tmpdir("kf-pip-")
links, site = os.path.join(tmp, "links"), os.path.join(tmp, "site")
make_wheel(links, "fancyjson", "1.0", {k: t % "1.0" for k, t in PKG.items()}, requires_python=">=3.8")
files2 = {k: "from annotationlib import get_annotations\n" + t % "2.0" for k, t in PKG.items()}
make_wheel(links, "fancyjson", "2.0", files2, requires_python=">=3.14")
# A PEP 503 "simple" index served from file:// (like PyPI's, it publishes
# data-requires-python, which is what lets pip skip 2.0 before downloading it).
import html
simple = os.path.join(tmp, "simple", "fancyjson")
os.makedirs(simple)
anchors = []
for fn, rp in (("fancyjson-1.0-py3-none-any.whl", ">=3.8"), ("fancyjson-2.0-py3-none-any.whl", ">=3.14")):
    url = "file://" + os.path.join(links, fn)
    anchors.append('<a href="%s" data-requires-python="%s">%s</a><br/>' % (url, html.escape(rp), fn))
with open(os.path.join(simple, "index.html"), "w") as f:
    f.write("<!DOCTYPE html><html><body>%s</body></html>\n" % "".join(anchors))
with open(os.path.join(tmp, "simple", "index.html"), "w") as f:
    f.write('<!DOCTYPE html><html><body><a href="fancyjson/">fancyjson</a></body></html>\n')
index_url = "file://" + os.path.join(tmp, "simple") + "/"
args = ["install", "--index-url", index_url, "--target", site]
if REMEDY == "install-a-version-for-this-python":
    args.append("fancyjson<2")
elif REMEDY == "ignore-requires-python":
    args += ["--ignore-requires-python", "fancyjson==2.0"]
else:
    args.append("fancyjson==2.0")
run_pip(args)
got = run_python("import fancyjson; print(fancyjson.__version__, fancyjson.dumps_sorted([1]))", site)
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == "1.0 [1]", "detail": "got %r" % got}))
