"""A jitted function looks values up in a NumPy table with a traced index array.

Intended semantics: embed token ids with a fixed NumPy embedding table and mean-pool
the rows of each sequence.

Reference: the same lookup and mean done in NumPy float64 outside any transformation.

Usage: python numpy_array_indexed_by_tracer.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

import jax
import jax.numpy as jnp

REMEDIES = ("convert-constant-to-jax-array", "mark-table-static")

rng = np.random.default_rng(0)
TABLE = rng.normal(size=(50, 6)).astype(np.float32)  # a NumPy array captured as a constant


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


@jax.jit
def pool(ids):
    return TABLE[ids].mean(axis=1)  # NumPy indexing asks the tracer for a NumPy array


TABLE_JAX = jnp.asarray(TABLE)


@jax.jit
def pool_jax(ids):
    return TABLE_JAX[ids].mean(axis=1)


def main():
    remedy = parse_remedy()
    ids = rng.integers(0, 50, size=(4, 7)).astype(np.int32)
    if remedy == "convert-constant-to-jax-array":
        out = pool_jax(ids)
    elif remedy == "mark-table-static":
        # numpy arrays are not hashable, so jit refuses them as static arguments
        f = jax.jit(lambda table, ids: table[ids].mean(axis=1), static_argnums=0)
        out = f(TABLE, ids)
    else:
        out = pool(ids)
    ref = TABLE.astype(np.float64)[ids].mean(axis=1)
    err = float(np.max(np.abs(np.asarray(out, np.float64) - ref)))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": err < 1e-5, "detail": f"max |pooled - numpy float64 reference| = {err:.2g}"}))


if __name__ == "__main__":
    main()
