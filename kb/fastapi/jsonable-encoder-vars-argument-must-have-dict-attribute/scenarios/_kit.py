"""Shared by this entry's scenarios: argument parsing, pip into a folder, the one KNOWNFIX_CHECK line."""

import argparse
import json
import subprocess
import sys
import tempfile
import warnings

warnings.filterwarnings("ignore", message=".*httpx.*")  # starlette 1.x TestClient deprecation notice


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in remedies:
        print(f"unknown remedy {r!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return r


def pip_target(*reqs):
    """pip install reqs into a new folder put first on sys.path (the lab's environments have no numpy)."""
    target = tempfile.mkdtemp(prefix="pip-target-")
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                    "--only-binary=:all:", "--no-deps", "--target", target, *reqs],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    sys.path.insert(0, target)


def report(got, want):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == want, "detail": f"response {got}, expected {want}"}))
