"""A plain Python class holding the parameters is passed to a jitted training step.

Intended semantics: 5 gradient-descent steps on w for the loss sum((w * x - y)^2),
with the parameters kept in a small Params object.

Reference: the same updates in NumPy float64 with the closed-form gradient.

Usage: python custom_class_not_a_pytree.py [--remedy ID]
"""

import argparse
import functools
import json
import sys

import numpy as np

import jax
import jax.numpy as jnp

REMEDIES = ("register-as-pytree", "mark-object-static")
LR, STEPS = 0.05, 5


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


remedy = parse_remedy()


class Params:
    def __init__(self, w):
        self.w = w


if remedy == "register-as-pytree":
    # children (arrays) are traced; nothing static here
    jax.tree_util.register_pytree_node(Params, lambda p: ((p.w,), None), lambda _, children: Params(*children))


def loss(w, x, y):
    return jnp.sum((w * x - y) ** 2)


def step_impl(p, x, y):
    return p.w - LR * jax.grad(loss)(p.w, x, y)


if remedy == "mark-object-static":
    step = functools.partial(jax.jit, static_argnames=("p",))(step_impl)  # hashed by identity; p.w becomes a constant
else:
    step = jax.jit(step_impl)


def main():
    x = np.array([1.0, 2.0, 3.0], np.float32)
    y = np.array([2.0, 4.0, 6.0], np.float32)
    p = Params(jnp.zeros(3, jnp.float32))
    for _ in range(STEPS):
        p.w = step(p, x, y)  # the same object is updated in place
    w = np.zeros(3)
    for _ in range(STEPS):
        w = w - LR * 2 * (w * x - y) * x
    err = float(np.max(np.abs(np.asarray(p.w, np.float64) - w)))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": err < 1e-5, "detail": f"max |w - numpy float64 reference| = {err:.2g} after {STEPS} steps"}))


if __name__ == "__main__":
    main()
