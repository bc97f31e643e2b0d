"""A jitted function loops `for _ in range(n)` with n a traced argument.

Intended semantics: n steps of Newton's iteration for sqrt(a): x <- (x + a / x) / 2.

Reference: the same iteration in plain Python floats.

Usage: python range_of_traced_value.py [--remedy ID]
"""

import argparse
import functools
import json
import sys

import jax
import jax.numpy as jnp

REMEDIES = ("mark-count-static", "lax-fori-loop")


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def newton_impl(a, n):
    x = a
    for _ in range(n):  # range() calls n.__index__()
        x = (x + a / x) / 2
    return x


newton = jax.jit(newton_impl)
newton_static = functools.partial(jax.jit, static_argnames=("n",))(newton_impl)


@jax.jit
def newton_fori(a, n):
    return jax.lax.fori_loop(0, n, lambda i, x: (x + a / x) / 2, a)  # traced bounds are allowed


def main():
    remedy = parse_remedy()
    worst = 0.0
    for a, n in ((2.0, 3), (10.0, 5), (0.5, 1)):
        if remedy == "mark-count-static":
            got = float(newton_static(jnp.float32(a), n=n))
        elif remedy == "lax-fori-loop":
            got = float(newton_fori(jnp.float32(a), n))
        else:
            got = float(newton(jnp.float32(a), n))
        x = a
        for _ in range(n):
            x = (x + a / x) / 2
        worst = max(worst, abs(got - x) / x)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": worst < 1e-6, "detail": f"max relative error vs plain-Python iteration = {worst:.2g}"}))


if __name__ == "__main__":
    main()
