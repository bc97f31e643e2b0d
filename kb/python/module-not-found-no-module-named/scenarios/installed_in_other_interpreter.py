"""ModuleNotFoundError, cause: the package was installed, but into another interpreter.

Two virtual environments exist: `tools` (where `pip install fancyjson` went, because the
`pip` on PATH belongs to it) and `app` (the interpreter that actually runs the program).

Remedies:
  install-with-python-m-pip   install with pip aimed at the interpreter that runs the app
  run-with-the-other-interpreter   run the app with the interpreter that has the package
  reinstall-with-the-same-pip (dead end)   run the same `pip install` again
"""
import atexit, base64, hashlib, json, os, shutil, subprocess, sys, tempfile, zipfile

REMEDIES = {"install-with-python-m-pip", "run-with-the-other-interpreter", "reinstall-with-the-same-pip"}


def arg_remedy():
    if "--remedy" in sys.argv:
        r = sys.argv[sys.argv.index("--remedy") + 1]
        if r not in REMEDIES:
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
    path = os.path.join(dest, "%s-%s-py3-none-any.whl" % (dist, version))
    with zipfile.ZipFile(path, "w") as z:
        for p, text in contents.items():
            z.writestr(p, text)
    return path


PKG = {"fancyjson/__init__.py": "import json\n\ndef dumps_sorted(obj):\n    return json.dumps(obj, sort_keys=True, separators=(',', ':'))\n"}
APP = "import fancyjson\nprint(fancyjson.dumps_sorted({'b': [1, 2], 'a': None}))\n"


def main():
    remedy = arg_remedy()
    tmp = tempfile.mkdtemp(prefix="kf-mnf-")
    atexit.register(shutil.rmtree, tmp, True)
    wheels = os.path.join(tmp, "wheels")
    os.makedirs(wheels)
    make_wheel(wheels, "fancyjson", "1.0", PKG)
    env = dict(os.environ, PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1", PIP_CONFIG_FILE=os.devnull)
    pys = {}
    for name in ("tools", "app"):
        subprocess.run([sys.executable, "-m", "venv", "--without-pip", os.path.join(tmp, name)], check=True)
        pys[name] = os.path.join(tmp, name, "bin", "python")
    app = os.path.join(tmp, "app.py")
    with open(app, "w") as f:
        f.write(APP)

    def pip_install(target_py):
        # what `pip install fancyjson` does when `pip` belongs to target_py
        subprocess.run([sys.executable, "-m", "pip", "--python", target_py, "install", "--no-index",
                        "--find-links", wheels, "fancyjson"], check=True, env=env, stdout=subprocess.DEVNULL)

    pip_install(pys["tools"])  # the original install: the `pip` on PATH is the tools venv's
    vpy = pys["app"]
    if remedy == "install-with-python-m-pip":
        pip_install(pys["app"])
    elif remedy == "run-with-the-other-interpreter":
        vpy = pys["tools"]
    elif remedy == "reinstall-with-the-same-pip":
        pip_install(pys["tools"])  # "Requirement already satisfied"
    p = subprocess.run([vpy, app], capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit(1)
    expected = json.dumps({"b": [1, 2], "a": None}, sort_keys=True, separators=(",", ":"))
    got = p.stdout.strip()
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "app printed %r, expected %r" % (got, expected)}))


if __name__ == "__main__":
    main()
