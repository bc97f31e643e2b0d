"""Values computed inside a lax.scan body are collected in a Python list.

Intended semantics: simulate x_{t+1} = 0.9 x_t + u_t for 20 steps and return the whole
trajectory.

Reference: the same recursion in plain Python floats.

Usage: python tracer_escaping_loop_body.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

import jax
import jax.numpy as jnp

REMEDIES = ("return-values-as-outputs",)


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def simulate_list(x0, us):
    states = []

    def body(x, u):
        states.append(x)  # x is a tracer of the scan body
        return 0.9 * x + u, None

    jax.lax.scan(body, x0, us)
    return jnp.stack(states)  # the tracers outlive the scan


def simulate_outputs(x0, us):
    def body(x, u):
        return 0.9 * x + u, x  # emit x as the scan's per-step output

    _, states = jax.lax.scan(body, x0, us)
    return states


def main():
    remedy = parse_remedy()
    us = np.random.default_rng(0).normal(size=20).astype(np.float32)
    sim = simulate_outputs if remedy == "return-values-as-outputs" else simulate_list
    got = np.asarray(sim(jnp.float32(1.0), us), np.float64)
    ref, x = [], 1.0
    for u in map(float, us):
        ref.append(x)
        x = 0.9 * x + u
    err = float(np.max(np.abs(got - np.array(ref)))) if got.shape == (20,) else float("inf")
    print("KNOWNFIX_CHECK " + json.dumps({"ok": err < 1e-5, "detail": f"trajectory shape {got.shape}, max |x - plain-Python reference| = {err:.2g}"}))


if __name__ == "__main__":
    main()
