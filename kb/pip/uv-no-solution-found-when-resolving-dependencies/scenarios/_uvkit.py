"""Helpers shared by this entry's scenarios (not a scenario): uv from the scenario's
environment, run with no user configuration, its own cache; every index a scenario names is a local folder."""
import os, shutil, subprocess, sys

from pipkit import closed_port

UV = shutil.which("uv", path=os.path.dirname(sys.executable)) or "uv"


def uv_env(tmp):
    """No UV_* settings, no user uv.toml (XDG_CONFIG_HOME in tmp; the project's pyproject.toml is
    read), a private cache, and a proxy that nothing listens on, so any request that is not to a
    local folder fails at once instead of reaching a network."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("UV_") and "proxy" not in k.lower()}
    dead = "http://127.0.0.1:%d" % closed_port()
    env.update(XDG_CONFIG_HOME=os.path.join(tmp, "xdg"), UV_CACHE_DIR=os.path.join(tmp, "uv-cache"),
               UV_PYTHON_DOWNLOADS="never", NO_COLOR="1", UV_NO_PROGRESS="1",
               HTTP_PROXY=dead, HTTPS_PROXY=dead, ALL_PROXY=dead)
    return env


def uv(args, tmp, cwd=None):
    """Run uv; on failure pass its output through and exit 1 (the scenario's error)."""
    p = subprocess.run([UV] + list(args), capture_output=True, text=True, env=uv_env(tmp), cwd=cwd, timeout=300)
    if p.returncode != 0:
        sys.stdout.write(p.stdout)
        sys.stderr.write(p.stderr)
        sys.exit(1)
    return p
