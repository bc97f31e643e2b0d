"""A jitted function takes a window of fixed length at a traced offset with x[i:i + K].

Intended semantics: the mean of each length-4 window of a signal, for every offset.

Reference: the same windows and means computed with NumPy slicing outside jit.

Usage: python dynamic_start_static_length.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

import jax
import jax.numpy as jnp

REMEDIES = ("lax-dynamic-slice",)
K = 4


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


@jax.jit
def window_mean(x, i):
    return x[i:i + K].mean()  # start and stop are tracers, although the length is always K


@jax.jit
def window_mean_dynamic(x, i):
    return jax.lax.dynamic_slice(x, (i,), (K,)).mean()  # traced start, static size


def main():
    remedy = parse_remedy()
    fn = window_mean_dynamic if remedy == "lax-dynamic-slice" else window_mean
    x = np.random.default_rng(0).normal(size=12).astype(np.float32)
    got = np.array([float(fn(x, i)) for i in range(len(x) - K + 1)])
    ref = np.array([x[i:i + K].astype(np.float64).mean() for i in range(len(x) - K + 1)])
    err = float(np.max(np.abs(got - ref)))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": err < 1e-6, "detail": f"max |window mean - numpy reference| = {err:.2g} over {len(ref)} offsets"}))


if __name__ == "__main__":
    main()
