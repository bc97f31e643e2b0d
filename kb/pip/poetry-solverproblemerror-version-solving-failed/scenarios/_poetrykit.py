"""Helpers shared by this entry's scenarios (not a scenario): Poetry from the scenario's
environment with its own config, cache and data folders, local package sources served over
HTTP on 127.0.0.1, and a proxy that nothing listens on (no request reaches a network)."""
import os, subprocess, sys, tomllib

from pipkit import closed_port, make_wheel, serve, simple_index


def poetry_env(tmp):
    env = {k: v for k, v in os.environ.items() if not k.startswith("POETRY_") and "proxy" not in k.lower()}
    dead = "http://127.0.0.1:%d" % closed_port()
    env.update(POETRY_CONFIG_DIR=os.path.join(tmp, "cfg"), POETRY_CACHE_DIR=os.path.join(tmp, "cache"),
               POETRY_DATA_DIR=os.path.join(tmp, "data"), POETRY_VIRTUALENVS_CREATE="false",
               POETRY_NO_INTERACTION="1", NO_COLOR="1", HTTP_PROXY=dead, HTTPS_PROXY=dead, ALL_PROXY=dead,
               NO_PROXY="127.0.0.1,localhost", no_proxy="127.0.0.1,localhost")
    return env


def index(tmp, name, wheels):
    """A PEP 503 index of `wheels` ([(name, version, requires, requires_python)]) served on
    127.0.0.1; returns its /simple/ URL."""
    w = os.path.join(tmp, "w-" + name)
    paths = [make_wheel(w, n, v, {"%s/__init__.py" % n.replace("-", "_"): "VERSION = %r\n" % v},
                        requires=req, requires_python=rp) for n, v, req, rp in wheels]
    root = os.path.join(tmp, "idx-" + name)
    simple_index(root, paths)
    return serve(root) + "/simple/"


def poetry(args, tmp, cwd):
    """Run Poetry; on failure pass its output through and exit 1 (the scenario's error)."""
    p = subprocess.run([sys.executable, "-m", "poetry"] + list(args), capture_output=True, text=True,
                       env=poetry_env(tmp), cwd=cwd, timeout=300)
    if p.returncode != 0:
        sys.stdout.write(p.stdout)
        sys.stderr.write(p.stderr)
        sys.exit(1)
    return p


def locked(proj):
    """{name: (version, source url or '')} from poetry.lock."""
    with open(os.path.join(proj, "poetry.lock"), "rb") as f:
        lock = tomllib.load(f)
    return {p["name"]: (p["version"], p.get("source", {}).get("url", "")) for p in lock.get("package", [])}
