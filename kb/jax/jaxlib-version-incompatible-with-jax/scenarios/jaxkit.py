"""Helpers for the jax/jaxlib mismatch scenarios (not a scenario).

A scenario installs one real jax wheel from PyPI with `pip install --no-deps --target`
into a private folder and puts that folder first on sys.path, so that `import jax`
meets the environment's own jaxlib. Nothing is installed into the environment itself.
"""
import argparse
import importlib.metadata
import os
import subprocess
import sys
import tempfile


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in remedies:
        print(f"unknown remedy {remedy!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def installed_jaxlib():
    return importlib.metadata.version("jaxlib")


def overlay_jax(version):
    """pip install jax==version (no dependencies) into a private folder and put it first on sys.path."""
    site = tempfile.mkdtemp(prefix="kf-jax-")
    cmd = [sys.executable, "-m", "pip", "install", "--no-deps", "--only-binary=:all:", "--no-compile",
           "--disable-pip-version-check", "--quiet", "--target", site, f"jax=={version}"]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if p.returncode != 0:
        print(p.stdout[-2000:], p.stderr[-2000:], file=sys.stderr)
        raise SystemExit(f"pip could not install jax=={version} (exit {p.returncode})")
    sys.path.insert(0, site)
    return site


def check_jax_works(expected_jax):
    """Import jax (from the overlay) and compare a small computation with NumPy."""
    import numpy as np

    import jax
    import jax.numpy as jnp

    x = np.linspace(-2.0, 2.0, 7, dtype=np.float32)
    got = np.asarray(jax.jit(lambda v: jnp.tanh(v) * 2.0 + v ** 2)(x), np.float64)
    ref = np.tanh(x.astype(np.float64)) * 2.0 + x.astype(np.float64) ** 2
    err = float(np.max(np.abs(got - ref)))
    loaded_from_overlay = os.path.dirname(os.path.dirname(jax.__file__)) == sys.path[0]
    ok = jax.__version__ == expected_jax and loaded_from_overlay and err < 1e-5
    return ok, f"jax {jax.__version__} with jaxlib {installed_jaxlib()}, max |jit result - numpy| = {err:.2g}"
