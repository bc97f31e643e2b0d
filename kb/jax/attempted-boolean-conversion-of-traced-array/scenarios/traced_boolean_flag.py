"""A jitted forward pass takes a Python bool flag that decides a branch.

Intended semantics: forward(params, x, normalize) returns x @ W, L2-normalized per row
when normalize is True.

Reference: the same computation in NumPy float64, for both values of the flag.

Usage: python traced_boolean_flag.py [--remedy ID]
"""

import argparse
import functools
import json
import sys

import numpy as np

import jax
import jax.numpy as jnp

REMEDIES = ("static-flag-argument", "flag-as-jnp-bool")


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def forward_impl(w, x, normalize):
    h = x @ w
    if normalize:  # traced when normalize is an ordinary argument of jit
        h = h / jnp.linalg.norm(h, axis=1, keepdims=True)
    return h


forward = jax.jit(forward_impl)
forward_static = functools.partial(jax.jit, static_argnames=("normalize",))(forward_impl)


def main():
    remedy = parse_remedy()
    rng = np.random.default_rng(0)
    w = rng.normal(size=(4, 3)).astype(np.float32)
    x = rng.normal(size=(6, 4)).astype(np.float32)
    worst = 0.0
    for flag in (True, False):
        if remedy == "static-flag-argument":
            out = forward_static(w, x, normalize=flag)
        elif remedy == "flag-as-jnp-bool":
            out = forward(w, x, jnp.bool_(flag))  # still a traced argument
        else:
            out = forward(w, x, flag)
        h = x.astype(np.float64) @ w.astype(np.float64)
        ref = h / np.linalg.norm(h, axis=1, keepdims=True) if flag else h
        worst = max(worst, float(np.max(np.abs(np.asarray(out, np.float64) - ref))))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": worst < 1e-5, "detail": f"max |out - numpy float64 reference| = {worst:.2g} for normalize=True and False"}))


if __name__ == "__main__":
    main()
