"""A jitted loss averages only the valid (unpadded) positions with x[mask].

Intended semantics: mean squared error over the positions where mask is True, for a
batch of padded sequences.

Reference: the same masked mean computed in NumPy float64 with boolean indexing
outside any transformation.

Usage: python masked_reduction_under_jit.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

import jax
import jax.numpy as jnp

REMEDIES = ("where-instead-of-mask-index", "nonzero-without-size")


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


@jax.jit
def masked_mse(pred, target, lengths):
    mask = jnp.arange(pred.shape[1])[None, :] < lengths[:, None]
    err = (pred - target) ** 2
    return err[mask].mean()  # the number of selected elements depends on lengths


@jax.jit
def masked_mse_where(pred, target, lengths):
    mask = jnp.arange(pred.shape[1])[None, :] < lengths[:, None]
    err = (pred - target) ** 2
    return jnp.where(mask, err, 0.0).sum() / mask.sum()


@jax.jit
def masked_mse_nonzero(pred, target, lengths):
    mask = jnp.arange(pred.shape[1])[None, :] < lengths[:, None]
    err = (pred - target) ** 2
    return err[jnp.nonzero(mask)].mean()  # nonzero without size= needs the count too


def main():
    remedy = parse_remedy()
    rng = np.random.default_rng(0)
    pred = rng.normal(size=(4, 10)).astype(np.float32)
    target = rng.normal(size=(4, 10)).astype(np.float32)
    lengths = np.array([10, 7, 3, 5], np.int32)
    fn = {"where-instead-of-mask-index": masked_mse_where, "nonzero-without-size": masked_mse_nonzero}.get(remedy, masked_mse)
    got = float(fn(pred, target, lengths))
    mask = np.arange(10)[None, :] < lengths[:, None]
    ref = float((((pred.astype(np.float64) - target) ** 2)[mask]).mean())
    err = abs(got - ref) / ref
    print("KNOWNFIX_CHECK " + json.dumps({"ok": err < 1e-5, "detail": f"relative error vs numpy float64 masked mean = {err:.2g}"}))


if __name__ == "__main__":
    main()
