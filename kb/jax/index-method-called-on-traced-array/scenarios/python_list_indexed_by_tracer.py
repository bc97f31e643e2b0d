"""A jitted function picks an entry of a Python list with a traced index.

Intended semantics: per-class temperature scaling, logits / temps[label], where temps
is a Python list of floats and label an integer argument.

Reference: the same division in plain Python floats.

Usage: python python_list_indexed_by_tracer.py [--remedy ID]
"""

import argparse
import json
import sys

import jax
import jax.numpy as jnp

REMEDIES = ("convert-sequence-to-array",)
TEMPS = [0.5, 1.0, 2.0, 4.0]


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


@jax.jit
def scale(logits, label):
    return logits / TEMPS[label]  # a list index calls label.__index__()


TEMPS_ARRAY = jnp.asarray(TEMPS)


@jax.jit
def scale_array(logits, label):
    return logits / TEMPS_ARRAY[label]  # a gather on a JAX array accepts a traced index


def main():
    remedy = parse_remedy()
    fn = scale_array if remedy == "convert-sequence-to-array" else scale
    logits = [1.0, -2.0, 3.0]
    worst = 0.0
    for label in range(4):
        got = [float(v) for v in fn(jnp.asarray(logits), label)]
        ref = [v / TEMPS[label] for v in logits]
        worst = max(worst, max(abs(a - b) for a, b in zip(got, ref)))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": worst < 1e-6, "detail": f"max |out - plain-Python reference| = {worst:.2g} over the 4 labels"}))


if __name__ == "__main__":
    main()
