"""A jitted loss sums the first n elements with x[:n], n a traced length.

Intended semantics: sum of the first n entries of a padded vector (n = valid length).

Reference: the same sum in NumPy float64 outside jit.

Usage: python data_dependent_slice_length.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

import jax
import jax.numpy as jnp

REMEDIES = ("mask-instead-of-slice", "dynamic-slice-with-traced-size")


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


@jax.jit
def prefix_sum(x, n):
    return x[:n].sum()  # the slice length depends on the value of n


@jax.jit
def prefix_sum_masked(x, n):
    return jnp.where(jnp.arange(x.shape[0]) < n, x, 0.0).sum()  # fixed shape, masked


@jax.jit
def prefix_sum_dynamic(x, n):
    return jax.lax.dynamic_slice(x, (0,), (n,)).sum()  # the size of dynamic_slice must be static


def main():
    remedy = parse_remedy()
    fn = {"mask-instead-of-slice": prefix_sum_masked, "dynamic-slice-with-traced-size": prefix_sum_dynamic}.get(remedy, prefix_sum)
    x = np.random.default_rng(0).normal(size=10).astype(np.float32)
    worst = 0.0
    for n in (0, 3, 7, 10):
        got = float(fn(x, n))
        ref = float(x[:n].astype(np.float64).sum())
        worst = max(worst, abs(got - ref))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": worst < 1e-5, "detail": f"max |sum - numpy reference| = {worst:.2g} for n in 0, 3, 7, 10"}))


if __name__ == "__main__":
    main()
