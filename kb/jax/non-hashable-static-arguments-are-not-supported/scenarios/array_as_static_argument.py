"""A weight vector (a NumPy array) is marked static in a jitted loss.

Intended semantics: weighted mean squared error sum(w * (p - t)^2) / sum(w).

Reference: the same expression in NumPy float64.

Usage: python array_as_static_argument.py [--remedy ID]
"""

import argparse
import functools
import json
import sys

import numpy as np

import jax
import jax.numpy as jnp

REMEDIES = ("pass-array-as-traced-argument",)


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def wmse(pred, target, weights):
    return jnp.sum(weights * (pred - target) ** 2) / jnp.sum(weights)


wmse_static = functools.partial(jax.jit, static_argnames=("weights",))(wmse)  # arrays are not hashable
wmse_traced = jax.jit(wmse)


def main():
    remedy = parse_remedy()
    rng = np.random.default_rng(0)
    p, t = rng.normal(size=(2, 32)).astype(np.float32)
    w = rng.uniform(0.5, 2.0, size=32).astype(np.float32)
    f = wmse_traced if remedy == "pass-array-as-traced-argument" else wmse_static
    got = float(f(p, t, weights=w))
    p64, t64, w64 = (a.astype(np.float64) for a in (p, t, w))
    ref = float(np.sum(w64 * (p64 - t64) ** 2) / np.sum(w64))
    err = abs(got - ref) / ref
    print("KNOWNFIX_CHECK " + json.dumps({"ok": err < 1e-5, "detail": f"relative error vs numpy float64 = {err:.2g}"}))


if __name__ == "__main__":
    main()
