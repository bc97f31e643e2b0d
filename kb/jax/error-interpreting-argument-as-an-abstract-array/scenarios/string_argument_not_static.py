"""A jitted step takes a mode string ("train" / "eval") as an ordinary argument.

Intended semantics: dropout-free toy step: train mode returns x * 2, eval mode x.

Reference: the same branch in plain Python.

Usage: python string_argument_not_static.py [--remedy ID]
"""

import argparse
import functools
import json
import sys

import numpy as np

import jax
import jax.numpy as jnp

REMEDIES = ("mark-non-array-static",)


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def step_impl(x, mode):
    return x * 2.0 if mode == "train" else x


step = jax.jit(step_impl)  # a str cannot become an abstract array
step_static = functools.partial(jax.jit, static_argnames=("mode",))(step_impl)


def main():
    remedy = parse_remedy()
    fn = step_static if remedy == "mark-non-array-static" else step
    x = np.array([1.0, -2.0, 3.5], np.float32)
    ok = True
    for mode in ("train", "eval"):
        got = np.asarray(fn(x, mode=mode))
        ref = x * 2.0 if mode == "train" else x
        ok = ok and np.array_equal(got, ref)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": f"train and eval outputs equal the plain-Python branch: {bool(ok)}"}))


if __name__ == "__main__":
    main()
