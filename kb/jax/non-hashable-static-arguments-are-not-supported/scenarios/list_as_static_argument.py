"""An MLP's layer sizes are passed to a jitted init function as a static list.

Intended semantics: initialise weight matrices of shapes (4, 8), (8, 8), (8, 2) and
return the parameter count.

Reference: the count computed in plain Python from the sizes.

Usage: python list_as_static_argument.py [--remedy ID]
"""

import argparse
import functools
import json
import sys

import jax
import jax.numpy as jnp

REMEDIES = ("hashable-static-value",)


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


@functools.partial(jax.jit, static_argnames=("sizes",))
def init(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    ws = [jax.random.normal(k, (a, b)) * 0.1 for k, a, b in zip(keys, sizes[:-1], sizes[1:])]
    return sum(w.size for w in ws), ws


def main():
    remedy = parse_remedy()
    sizes = [4, 8, 8, 2]
    arg = tuple(sizes) if remedy == "hashable-static-value" else sizes  # a list is not hashable
    count, ws = init(jax.random.PRNGKey(0), sizes=arg)
    ref = sum(a * b for a, b in zip(sizes[:-1], sizes[1:]))
    shapes = [tuple(w.shape) for w in ws]
    ok = int(count) == ref and shapes == [(4, 8), (8, 8), (8, 2)]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"{int(count)} parameters (reference {ref}), shapes {shapes}"}))


if __name__ == "__main__":
    main()
