"""A test module imports fastapi.testclient in an environment set up from requirements.txt, which lists fastapi
but not the HTTP client that Starlette's TestClient is built on.

The lab's environments have httpx installed, so this program makes the interpreter's import system report
httpx and httpx2 from site-packages as not installed (a meta-path finder that raises ModuleNotFoundError for
them, which is what Python raises for a missing package). Starlette's own import code then runs unchanged.
Packages that a remedy installs into a fresh folder are not hidden.

Check: TestClient(app).get("/ping") answers 200 {"pong": true}; the detail says which client Starlette used
and whether it warned.

Remedies:
  install-httpx    pip install httpx (into a fresh folder put first on sys.path)
  install-httpx2   pip install httpx2 (into a fresh folder put first on sys.path)

Usage: python httpx_not_installed.py [--remedy ID]
"""

import argparse
import importlib.machinery
import json
import subprocess
import sys
import sysconfig
import tempfile
import warnings

HIDDEN = {"httpx", "httpx2"}
SITE = sysconfig.get_paths()["purelib"]


class NotInstalledInSitePackages:
    """Report httpx / httpx2 from the environment's site-packages as missing."""

    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] not in HIDDEN:
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is None or (spec.origin or "").startswith(SITE):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None


def pip_target(*reqs, deps=True):
    target = tempfile.mkdtemp(prefix="pip-target-")
    cmd = [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--only-binary=:all:",
           "--target", target, *reqs]
    if not deps:
        cmd.insert(-len(reqs), "--no-deps")
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    sys.path.insert(0, target)


p = argparse.ArgumentParser()
p.add_argument("--remedy", default=None)
remedy = p.parse_args().remedy
if remedy not in (None, "install-httpx", "install-httpx2"):
    print(f"unknown remedy {remedy!r}", file=sys.stderr)
    sys.exit(2)

sys.meta_path.insert(0, NotInstalledInSitePackages())
if remedy == "install-httpx":
    pip_target("httpx==0.28.1", deps=False)  # its dependencies (httpcore, anyio, idna, certifi) are installed
elif remedy == "install-httpx2":
    pip_target("httpx2")

from fastapi import FastAPI  # noqa: E402

app = FastAPI()


@app.get("/ping")
def ping():
    return {"pong": True}


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    from fastapi.testclient import TestClient  # the test module's first line

    r = TestClient(app).get("/ping")
import starlette.testclient as stc  # noqa: E402

used = stc.httpx.__name__
warned = [str(w.message) for w in caught if "httpx" in str(w.message)]
got, want = (r.status_code, r.json()), (200, {"pong": True})
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"GET /ping -> {got}, expected {want}; "
                                      f"TestClient used {used}; warnings: {warned or 'none'}"}))
