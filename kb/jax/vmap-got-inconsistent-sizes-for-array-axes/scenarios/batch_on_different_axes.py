"""Two batched inputs store the batch on different axes.

Intended semantics: per-example cosine similarity between a[i] and b[:, i] for 6
examples, where a is (6, 8) (batch first) and b is (8, 6) (batch last, e.g. from a
column-major source).

Reference: the same cosine similarities in NumPy float64 with explicit loops.

Usage: python batch_on_different_axes.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

import jax
import jax.numpy as jnp

REMEDIES = ("in-axes-per-argument",)


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def cosine(u, v):
    return jnp.dot(u, v) / (jnp.linalg.norm(u) * jnp.linalg.norm(v))


def main():
    remedy = parse_remedy()
    rng = np.random.default_rng(0)
    a = rng.normal(size=(6, 8)).astype(np.float32)
    b = rng.normal(size=(8, 6)).astype(np.float32)
    if remedy == "in-axes-per-argument":
        out = jax.vmap(cosine, in_axes=(0, 1))(a, b)  # batch axis 0 of a, axis 1 of b
    else:
        out = jax.vmap(cosine)(a, b)  # maps axis 0 of both: sizes 6 and 8
    ref = np.array([np.dot(a[i], b[:, i]) / (np.linalg.norm(a[i].astype(np.float64)) * np.linalg.norm(b[:, i].astype(np.float64))) for i in range(6)])
    err = float(np.max(np.abs(np.asarray(out, np.float64) - ref)))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": err < 1e-5, "detail": f"max |cosine - numpy float64 loop| = {err:.2g} over 6 examples"}))


if __name__ == "__main__":
    main()
