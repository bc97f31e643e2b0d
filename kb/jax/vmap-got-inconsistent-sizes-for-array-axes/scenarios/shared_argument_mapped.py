"""jax.vmap maps every argument by default, including the shared model parameters.

Intended semantics: per-example predictions w @ x_i + b for a batch of 5 inputs, with
one weight matrix w (3 x 4) and bias b (3,) shared by all examples.

Reference: the batched product X @ w.T + b in NumPy float64.

Usage: python shared_argument_mapped.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

import jax
import jax.numpy as jnp

REMEDIES = ("in-axes-none-for-shared",)


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def predict(params, x):
    w, b = params
    return w @ x + b


def main():
    remedy = parse_remedy()
    rng = np.random.default_rng(0)
    w = rng.normal(size=(3, 4)).astype(np.float32)
    b = rng.normal(size=3).astype(np.float32)
    xs = rng.normal(size=(5, 4)).astype(np.float32)
    if remedy == "in-axes-none-for-shared":
        out = jax.vmap(predict, in_axes=(None, 0))((w, b), xs)  # params shared, xs mapped
    else:
        out = jax.vmap(predict)((w, b), xs)  # in_axes=0 maps w (size 3), b (size 3) and xs (size 5)
    ref = xs.astype(np.float64) @ w.astype(np.float64).T + b
    err = float(np.max(np.abs(np.asarray(out, np.float64) - ref))) if out.shape == ref.shape else float("inf")
    print("KNOWNFIX_CHECK " + json.dumps({"ok": err < 1e-5, "detail": f"output shape {tuple(out.shape)}, max |out - numpy float64| = {err:.2g}"}))


if __name__ == "__main__":
    main()
