"""Helpers of this entry's scenarios: a venv, an offline package folder, pip runs, the check line."""

import argparse
import base64
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile

import sklearn_sdist
import wheel_whl


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in remedies:
        print(f"unknown remedy {r!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return r


def report(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))


def workdir():
    """A temporary folder, removed at exit."""
    import atexit
    d = tempfile.mkdtemp(prefix="kf-sklearn-pkg-")
    atexit.register(shutil.rmtree, d, True)
    return d


def packages_folder(root):
    """A --find-links folder: the real sklearn sdist, the wheel wheel, and the setuptools wheel
    that ensurepip bundles with this interpreter (pip builds the sdist in an isolated
    environment)."""
    links = os.path.join(root, "links")
    os.makedirs(links)
    for mod in (sklearn_sdist, wheel_whl):
        data = base64.b64decode("".join(mod.DATA))
        if hashlib.sha256(data).hexdigest() != mod.SHA256:
            sys.exit(f"{mod.__name__}.py does not hold the published file")
        with open(os.path.join(links, mod.FILENAME), "wb") as f:
            f.write(data)
    import ensurepip
    bundled = os.path.join(os.path.dirname(ensurepip.__file__), "_bundled")
    for name in os.listdir(bundled):
        if name.startswith("setuptools-") and name.endswith(".whl"):
            shutil.copy2(os.path.join(bundled, name), links)
    return links


def make_wheel(dest, name, version, files, requires=()):
    """A pure-Python wheel with `files` ({path: text}) and Requires-Dist lines."""
    dist = name.replace("-", "_")
    info = f"{dist}-{version}.dist-info"
    meta = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n" + "".join(f"Requires-Dist: {r}\n" for r in requires)
    contents = dict(files)
    contents[info + "/METADATA"] = meta
    contents[info + "/WHEEL"] = "Wheel-Version: 1.0\nGenerator: knownfix\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    record = []
    for path, text in contents.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(text.encode()).digest()).rstrip(b"=").decode()
        record.append(f"{path},sha256={digest},{len(text.encode())}")
    contents[info + "/RECORD"] = "\n".join(record + [info + "/RECORD,,"]) + "\n"
    path = os.path.join(dest, f"{dist}-{version}-py3-none-any.whl")
    with zipfile.ZipFile(path, "w") as z:
        for p, text in contents.items():
            z.writestr(p, text)
    return path


def make_venv(root, on_lab_environment=True):
    """A venv; on_lab_environment: a .pth file puts the lab environment's site-packages (its
    scikit-learn, NumPy, SciPy) after the venv's own, as --system-site-packages does for a
    base interpreter, so that nothing needs downloading. Without it the venv is empty, as a
    fresh one is. Returns its python."""
    import site
    import sysconfig
    path = os.path.join(root, "venv")
    subprocess.run([sys.executable, "-m", "venv", path], check=True)
    python = os.path.join(path, "bin", "python")
    own = subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                         capture_output=True, text=True, check=True).stdout.strip()
    if on_lab_environment:
        with open(os.path.join(own, "zz_lab_environment.pth"), "w") as f:
            f.write(sysconfig.get_paths()["purelib"] + "\n")
    return python


def pip_env(**extra):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PIP_", "SKLEARN_ALLOW"))}
    env.update(PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1", PIP_CONFIG_FILE=os.devnull,
               PIP_NO_CACHE_DIR="1", PIP_ROOT_USER_ACTION="ignore")
    env.update(extra)
    return env


def pip_install(python, links, args, **env_extra):
    """`python -m pip install --no-index --find-links links args`; a failure passes pip's output
    through and exits 1 (pip's message is the error)."""
    cmd = [python, "-m", "pip", "install", "--no-index", "--find-links", links] + list(args)
    r = subprocess.run(cmd, env=pip_env(**env_extra), capture_output=True, text=True)
    if r.returncode != 0:
        sys.stdout.write(r.stdout)
        sys.stderr.write(r.stderr)
        sys.exit(1)
    return r.stdout


def run_in(python, code):
    r = subprocess.run([python, "-c", code], capture_output=True, text=True)
    return r.returncode, (r.stdout + r.stderr).strip()


# Run in the venv: scikit-learn works (a least-squares fit recovers y = 2x + 1) and the
# venv's `sklearn` distribution, if any, is described.
PROBE = r"""
import json
from importlib import metadata
out = {}
try:
    from sklearn.linear_model import LinearRegression
    import numpy as np
    x = np.arange(10.0).reshape(-1, 1)
    m = LinearRegression().fit(x, 2 * x.ravel() + 1)
    out["fit_ok"] = bool(abs(m.coef_[0] - 2) < 1e-9 and abs(m.intercept_ - 1) < 1e-9)
    out["scikit_learn"] = metadata.version("scikit-learn")
except Exception as e:
    out["fit_ok"] = False
    out["import_error"] = repr(e)
try:
    d = metadata.distribution("sklearn")
    out["sklearn_dist"] = {"version": d.version, "requires": d.requires or [],
                           "modules": sorted({f.parts[0] for f in (d.files or []) if f.suffix == ".py"})}
except metadata.PackageNotFoundError:
    out["sklearn_dist"] = None
print(json.dumps(out))
"""


def probe(python):
    rc, text = run_in(python, PROBE)
    if rc != 0:
        return {"fit_ok": False, "import_error": text[-300:]}
    return json.loads(text.splitlines()[-1])
