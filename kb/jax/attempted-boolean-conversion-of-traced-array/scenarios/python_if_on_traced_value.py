"""A piecewise function written with a Python if is vmapped and jitted.

Intended semantics: the mean Huber loss (delta = 1) of a vector of residuals.

Reference: the Huber loss computed element by element in plain Python floats (float64).

Usage: python python_if_on_traced_value.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

import jax
import jax.numpy as jnp

REMEDIES = ("jnp-where", "lax-cond")
DELTA = 1.0


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def huber_if(r):
    if jnp.abs(r) <= DELTA:  # a traced bool: Python cannot pick a branch
        return 0.5 * r ** 2
    return DELTA * (jnp.abs(r) - 0.5 * DELTA)


def huber_where(r):
    return jnp.where(jnp.abs(r) <= DELTA, 0.5 * r ** 2, DELTA * (jnp.abs(r) - 0.5 * DELTA))


def huber_cond(r):
    return jax.lax.cond(jnp.abs(r) <= DELTA,
                        lambda r: 0.5 * r ** 2,
                        lambda r: DELTA * (jnp.abs(r) - 0.5 * DELTA), r)


def main():
    remedy = parse_remedy()
    fn = {"jnp-where": huber_where, "lax-cond": huber_cond}.get(remedy, huber_if)
    loss = jax.jit(lambda r: jnp.mean(jax.vmap(fn)(r)))
    r = np.random.default_rng(0).normal(scale=2.0, size=200).astype(np.float32)
    got = float(loss(r))
    ref = sum(0.5 * v * v if abs(v) <= DELTA else DELTA * (abs(v) - 0.5 * DELTA) for v in map(float, r)) / len(r)
    err = abs(got - ref) / ref
    print("KNOWNFIX_CHECK " + json.dumps({"ok": err < 1e-5, "detail": f"relative error vs plain-Python Huber loss = {err:.2g}"}))


if __name__ == "__main__":
    main()
