"""A vmapped function zeroes entries with x.at[mask].set(0).

Intended semantics: ReLU-style clipping of the negative entries of each row.

Reference: np.maximum(x, 0) in NumPy float64.

Usage: python masked_assignment_under_jit.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

import jax
import jax.numpy as jnp

REMEDIES = ("where-instead-of-mask-index",)


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def clip_row(x):
    return x.at[x < 0].set(0.0)  # boolean index on a traced row


def clip_row_where(x):
    return jnp.where(x < 0, 0.0, x)


def main():
    remedy = parse_remedy()
    x = np.random.default_rng(0).normal(size=(8, 6)).astype(np.float32)
    fn = clip_row_where if remedy == "where-instead-of-mask-index" else clip_row
    got = np.asarray(jax.jit(jax.vmap(fn))(x), np.float64)
    ref = np.maximum(x.astype(np.float64), 0.0)
    err = float(np.max(np.abs(got - ref)))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": err == 0.0, "detail": f"max |out - np.maximum(x, 0)| = {err:.2g}"}))


if __name__ == "__main__":
    main()
