"""jax is installed into a fresh virtual environment without its jaxlib dependency.

A new venv (no site packages) gets the environment's jax release with
`pip install --no-deps jax==X`, the way an old requirements file, a --no-deps install or
a jax release that did not yet depend on jaxlib leaves it; then a program imports jax.

Remedy install-jax-with-its-dependencies: `pip install jax==X` with dependencies, which
brings the matching jaxlib (and numpy, scipy, ml_dtypes, opt_einsum) from PyPI.

Reference: in the venv, a small jitted computation compared with plain-Python math, and
the jaxlib release equal to the jax release.

Usage: python jax_installed_without_jaxlib.py [--remedy ID]
"""
import argparse
import importlib.metadata
import json
import os
import subprocess
import sys
import tempfile

REMEDIES = ("install-jax-with-its-dependencies",)

PROGRAM = r"""
import json, math
import jax, jaxlib
import jax.numpy as jnp
xs = [-1.5, -0.25, 0.0, 0.5, 2.0]
got = [float(v) for v in jax.jit(lambda v: jnp.tanh(v) + v * v)(jnp.array(xs, dtype=jnp.float32))]
ref = [math.tanh(v) + v * v for v in xs]
err = max(abs(a - b) for a, b in zip(got, ref))
print(json.dumps({"jax": jax.__version__, "jaxlib": jaxlib.__version__, "err": err}))
"""


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def pip(venv_python, *args):
    cmd = [sys.executable, "-m", "pip", "--python", venv_python, "install", "--quiet",
           "--disable-pip-version-check", "--only-binary=:all:", *args]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if p.returncode != 0:
        print(p.stdout[-2000:], p.stderr[-2000:], file=sys.stderr)
        raise SystemExit(f"pip install {' '.join(args)} failed (exit {p.returncode})")


def main():
    remedy = parse_remedy()
    version = importlib.metadata.version("jax")
    venv = os.path.join(tempfile.mkdtemp(prefix="kf-venv-"), "venv")
    base_python = os.path.join(sys.base_prefix, "bin", "python3")
    subprocess.run([base_python, "-m", "venv", "--without-pip", venv], check=True)
    venv_python = os.path.join(venv, "bin", "python")
    if remedy == "install-jax-with-its-dependencies":
        pip(venv_python, f"jax=={version}")
    else:
        pip(venv_python, "--no-deps", f"jax=={version}")
    child = subprocess.run([venv_python, "-c", PROGRAM], capture_output=True, text=True, timeout=300)
    if child.returncode != 0:
        sys.stderr.write(child.stderr)  # the program's own traceback: import jax failed
        sys.exit(child.returncode)
    res = json.loads(child.stdout.strip().splitlines()[-1])
    ok = res["jax"] == version and res["jaxlib"] == version and res["err"] < 1e-5
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"in a fresh venv: jax {res['jax']} with jaxlib {res['jaxlib']}, max |jit result - math| = {res['err']:.2g}"}))


if __name__ == "__main__":
    main()
