"""A Python if on a traced value inside jit (jax before 0.4.14 printed ConcretizationTypeError for it).

jax 0.4.14 and later raise the subclass TracerBoolConversionError with its own message, so
in the lab's releases the unmodified program does not print this entry's message.

Intended semantics: clip a value to [0, inf) inside a jitted function.

Reference: max(0.0, v) in plain Python floats.

Usage: python bool_of_traced_value_before_0_4_14.py [--remedy ID]
"""

import argparse
import json
import sys

import jax
import jax.numpy as jnp

REMEDIES = ("jnp-where-or-lax-cond",)


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


@jax.jit
def relu_if(v):
    if v > 0:  # bool() of a tracer
        return v
    return jnp.zeros_like(v)


@jax.jit
def relu_where(v):
    return jnp.where(v > 0, v, jnp.zeros_like(v))


def main():
    remedy = parse_remedy()
    fn = relu_where if remedy == "jnp-where-or-lax-cond" else relu_if
    values = [-2.5, -0.0, 0.75, 3.0]
    got = [float(fn(jnp.float32(v))) for v in values]
    ref = [max(0.0, v) for v in values]
    ok = all(abs(a - b) < 1e-7 for a, b in zip(got, ref))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"got {got}, plain-Python reference {ref}"}))


if __name__ == "__main__":
    main()
