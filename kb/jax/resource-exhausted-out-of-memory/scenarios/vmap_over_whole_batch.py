"""jax.vmap applies per-example attention to the whole batch at once.

Intended semantics: softmax(Q K^T) V for each of 300 sequences of length 2048. vmap
computes all 300 score matrices together: 300 * 2048 * 2048 * 4 bytes = 5 GB, more
than the 4 GB the lab gives a run, the same way a batch exceeds a GPU's memory.

Reference: NumPy float64 attention for 6 randomly chosen sequences.

Usage: python vmap_over_whole_batch.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

import jax
import jax.numpy as jnp

REMEDIES = ("lax-map-batch-size",)
B, L, D = 300, 2048, 4


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def attention(q, k, v):
    s = q @ k.T / np.sqrt(D)  # (L, L) per sequence
    return jax.nn.softmax(s, axis=-1) @ v


def main():
    remedy = parse_remedy()
    rng = np.random.default_rng(0)
    q, k, v = (rng.normal(size=(B, L, D)).astype(np.float32) for _ in range(3))
    if remedy == "lax-map-batch-size":
        out = jax.lax.map(lambda t: attention(*t), (q, k, v), batch_size=8)  # vmaps 8 sequences at a time
    else:
        out = jax.vmap(attention)(q, k, v)
    out = np.asarray(out)
    worst = 0.0
    for b in rng.choice(B, size=6, replace=False):
        s = q[b].astype(np.float64) @ k[b].astype(np.float64).T / np.sqrt(D)
        w = np.exp(s - s.max(axis=1, keepdims=True))
        ref = (w / w.sum(axis=1, keepdims=True)) @ v[b].astype(np.float64)
        worst = max(worst, float(np.max(np.abs(out[b] - ref))))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": worst < 1e-4, "detail": f"max |out - numpy float64 attention| over 6 random sequences = {worst:.2g}"}))


if __name__ == "__main__":
    main()
