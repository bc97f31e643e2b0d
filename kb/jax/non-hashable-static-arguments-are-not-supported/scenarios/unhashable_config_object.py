"""A @dataclass config object is passed as a static argument of a jitted step.

Intended semantics: x * cfg.scale + cfg.shift, where cfg is a small config object.

Reference: the same arithmetic in NumPy float64.

Usage: python unhashable_config_object.py [--remedy ID]
"""

import argparse
import dataclasses
import functools
import json
import sys

import numpy as np

import jax

REMEDIES = ("frozen-dataclass",)


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


remedy = parse_remedy()


@dataclasses.dataclass(frozen=(remedy == "frozen-dataclass"))  # eq=True without frozen sets __hash__ to None
class Config:
    scale: float
    shift: float


@functools.partial(jax.jit, static_argnames=("cfg",))
def step(x, cfg):
    return x * cfg.scale + cfg.shift


def main():
    x = np.linspace(-1, 1, 9, dtype=np.float32)
    cfg = Config(scale=2.5, shift=-0.5)
    got = np.asarray(step(x, cfg=cfg), np.float64)
    ref = x.astype(np.float64) * 2.5 - 0.5
    err = float(np.max(np.abs(got - ref)))
    print("KNOWNFIX_CHECK " + json.dumps({"ok": err < 1e-6, "detail": f"max |out - numpy float64| = {err:.2g}"}))


if __name__ == "__main__":
    main()
