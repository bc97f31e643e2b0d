"""pip ResolutionImpossible, cause: two requirements that no set of versions can satisfy together.

appc (every version) needs libcore<2, appb needs libcore>=2; libcore 2.0 renamed parse()
to parse_text(), so no single libcore serves both.

Remedies:
  separate-environments                  give each tool its own virtual environment
  no-deps (dead end)                     pip install --no-deps appc appb libcore
  install-one-after-another (dead end)   pip install appc; then pip install appb
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


REMEDY = arg_remedy({'install-one-after-another', 'no-deps', 'separate-environments'})

tmp = tmpdir("kf-resolve-")
links = os.path.join(tmp, "links")
build_index(links)
base = ["install", "--no-index", "--find-links", links]
if REMEDY == "separate-environments":
    vc = make_venv(os.path.join(tmp, "venv-c"))
    vb = make_venv(os.path.join(tmp, "venv-b"))
    pip_into(vc, base + ["appc"])
    pip_into(vb, base + ["appb"])
    got = run_in(vc, "import appc; print(appc.run())") + " " + run_in(vb, "import appb; print(appb.run())")
else:
    vpy = make_venv(os.path.join(tmp, "venv"))
    if REMEDY == "no-deps":
        pip_into(vpy, base + ["--no-deps", "appc", "appb", "libcore"])
    elif REMEDY == "install-one-after-another":
        pip_into(vpy, base + ["appc"])
        p = pip_into(vpy, base + ["appb"])  # pip warns about the broken appc, exit code 0
        sys.stderr.write(p.stderr)
    else:
        pip_into(vpy, base + ["appc", "appb"])
    got = run_in(vpy, "import appc, appb; print(appc.run(), appb.run())")
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == "4 2", "detail": "appc.run(), appb.run() -> %r, expected '4 2'" % got}))
