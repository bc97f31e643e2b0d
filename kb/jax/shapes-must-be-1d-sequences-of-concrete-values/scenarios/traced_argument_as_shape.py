"""A jitted function allocates a buffer whose shape is one of its (traced) arguments.

Intended semantics: pad each sequence of a batch with zeros up to max_len and return
the padded (batch, max_len) array.

Reference: the same padding done with NumPy outside jit.

Usage: python traced_argument_as_shape.py [--remedy ID]
"""

import argparse
import functools
import json
import sys

import numpy as np

import jax
import jax.numpy as jnp

REMEDIES = ("mark-size-static", "take-size-from-shape")


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def pad_impl(x, max_len):
    out = jnp.zeros((x.shape[0], max_len), x.dtype)  # max_len must be a Python int here
    return jax.lax.dynamic_update_slice(out, x, (0, 0))


pad = jax.jit(pad_impl)
pad_static = functools.partial(jax.jit, static_argnames=("max_len",))(pad_impl)


@jax.jit
def pad_like(x, template):
    out = jnp.zeros((x.shape[0], template.shape[1]), x.dtype)  # shapes are static under jit
    return jax.lax.dynamic_update_slice(out, x, (0, 0))


def main():
    remedy = parse_remedy()
    x = np.arange(12, dtype=np.float32).reshape(3, 4) + 1.0
    max_len = 7
    if remedy == "mark-size-static":
        got = pad_static(x, max_len=max_len)
    elif remedy == "take-size-from-shape":
        got = pad_like(x, np.empty((1, max_len), np.float32))
    else:
        got = pad(x, max_len)
    ref = np.zeros((3, max_len), np.float32)
    ref[:, :4] = x
    ok = got.shape == ref.shape and np.array_equal(np.asarray(got), ref)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": f"padded shape {tuple(got.shape)}, equal to the numpy reference: {bool(ok)}"}))


if __name__ == "__main__":
    main()
