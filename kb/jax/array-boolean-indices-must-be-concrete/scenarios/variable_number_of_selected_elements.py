"""A jitted post-processing step keeps the detections whose score passes a threshold.

Intended semantics: the boxes of all detections with score > 0.5, at most K = 24 per
image (the model emits 64 candidates).

Reference: NumPy boolean indexing outside jit; the jitted result is compared on the
valid rows, and the padding rows must be the fill value.

Usage: python variable_number_of_selected_elements.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

import jax
import jax.numpy as jnp

REMEDIES = ("nonzero-with-size",)
K = 24


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


@jax.jit
def keep_confident(boxes, scores):
    return boxes[scores > 0.5]  # output length depends on the scores


@jax.jit
def keep_confident_padded(boxes, scores):
    (idx,) = jnp.nonzero(scores > 0.5, size=K, fill_value=-1)  # static length K, padded with -1
    count = jnp.sum(scores > 0.5)
    padded = jnp.where((idx >= 0)[:, None], boxes[jnp.maximum(idx, 0)], -1.0)
    return padded, count


def main():
    remedy = parse_remedy()
    rng = np.random.default_rng(0)
    boxes = rng.uniform(size=(64, 4)).astype(np.float32)
    scores = (rng.uniform(size=64) ** 3).astype(np.float32)  # 18 of 64 pass 0.5 with this seed
    ref = boxes[scores > 0.5]
    if remedy == "nonzero-with-size":
        padded, count = keep_confident_padded(boxes, scores)
        padded, count = np.asarray(padded), int(count)
        n = min(count, K)
        ok = count == len(ref) and len(ref) <= K and np.array_equal(padded[:n], ref[:n]) and np.all(padded[n:] == -1.0)
        detail = f"{count} detections (reference {len(ref)}), first {n} rows equal, {K - n} padding rows"
    else:
        got = np.asarray(keep_confident(boxes, scores))
        ok = np.array_equal(got, ref)
        detail = f"{len(got)} rows"
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))


if __name__ == "__main__":
    main()
