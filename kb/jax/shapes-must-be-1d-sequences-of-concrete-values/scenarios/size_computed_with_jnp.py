"""Inside jit, a size derived from static values is computed with jax.numpy.

Intended semantics: split a signal of static length into frames of 5 samples, padding
the last frame with zeros: n_frames = ceil(len / 5).

Reference: the same framing in NumPy with math.ceil.

Usage: python size_computed_with_jnp.py [--remedy ID]
"""

import argparse
import json
import math
import sys

import numpy as np

import jax
import jax.numpy as jnp

REMEDIES = ("python-math-for-static-sizes", "int-of-jnp-result")
FRAME = 5


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


remedy = parse_remedy()


@jax.jit
def frames(x):
    if remedy == "python-math-for-static-sizes":
        n = math.ceil(x.shape[0] / FRAME)  # a Python int
    elif remedy == "int-of-jnp-result":
        n = int(jnp.ceil(x.shape[0] / FRAME))  # jnp.ceil returns a tracer under jit
    else:
        n = jnp.ceil(x.shape[0] / FRAME).astype(int)  # a traced value, although x.shape is static
    out = jnp.zeros((n, FRAME), x.dtype).reshape(-1)
    return jax.lax.dynamic_update_slice(out, x, (0,)).reshape(n, FRAME)


def main():
    x = np.arange(1, 18, dtype=np.float32)  # 17 samples -> 4 frames
    got = np.asarray(frames(x))
    n = math.ceil(len(x) / FRAME)
    ref = np.zeros(n * FRAME, np.float32)
    ref[:len(x)] = x
    ref = ref.reshape(n, FRAME)
    ok = got.shape == ref.shape and np.array_equal(got, ref)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": f"frames shape {got.shape}, reference {ref.shape}"}))


if __name__ == "__main__":
    main()
