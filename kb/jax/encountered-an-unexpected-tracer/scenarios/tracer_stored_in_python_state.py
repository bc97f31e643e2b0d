"""A jitted training step appends its loss to a global list for later plotting.

Intended semantics: 15 steps of gradient descent on least squares, then the loss
history as one array.

Reference: the same steps and losses computed with NumPy in float64.

Usage: python tracer_stored_in_python_state.py [--remedy ID]
"""

import argparse
import json
import sys

import numpy as np

import jax
import jax.numpy as jnp

REMEDIES = ("return-values-as-outputs", "device-get-before-storing")
STEPS, LR = 15, 0.1
history = []


def parse_remedy():
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    remedy = p.parse_args().remedy
    if remedy is not None and remedy not in REMEDIES:
        print(f"unknown remedy {remedy!r}; known: {', '.join(REMEDIES)}", file=sys.stderr)
        sys.exit(2)
    return remedy


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def step_logging(w, x, y):
    loss, g = jax.value_and_grad(loss_fn)(w, x, y)
    history.append(loss)  # side effect: a tracer escapes into a global list (and only on the first trace)
    return w - LR * g


@jax.jit
def step_device_get(w, x, y):
    loss, g = jax.value_and_grad(loss_fn)(w, x, y)
    history.append(jax.device_get(loss))  # under jit this is still the tracer
    return w - LR * g


@jax.jit
def step_returning(w, x, y):
    loss, g = jax.value_and_grad(loss_fn)(w, x, y)
    return w - LR * g, loss


def reference(x, y):
    x64, y64 = x.astype(np.float64), y.astype(np.float64)
    w, losses = np.zeros(3), []
    for _ in range(STEPS):
        r = x64 @ w - y64
        losses.append(np.mean(r ** 2))
        w = w - LR * (2.0 / len(y64)) * (x64.T @ r)
    return w, np.array(losses)


def main():
    remedy = parse_remedy()
    rng = np.random.default_rng(0)
    x = rng.normal(size=(50, 3)).astype(np.float32)
    y = (x @ np.array([2.0, -1.0, 0.5], np.float32)).astype(np.float32)
    w = jnp.zeros(3, jnp.float32)
    for _ in range(STEPS):
        if remedy == "return-values-as-outputs":
            w, loss = step_returning(w, x, y)
            history.append(loss)  # a concrete array outside jit
        elif remedy == "device-get-before-storing":
            w = step_device_get(w, x, y)
        else:
            w = step_logging(w, x, y)
    curve = jnp.stack(history)  # uses the stored values after the traced function returned
    w_ref, l_ref = reference(x, y)
    ok = curve.shape == (STEPS,) and np.allclose(np.asarray(curve), l_ref, rtol=1e-4) and np.allclose(np.asarray(w), w_ref, atol=1e-4)
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": f"{curve.shape[0]} losses recorded for {STEPS} steps; max |loss - float64 reference| = {float(np.max(np.abs(np.asarray(curve)[:STEPS] - l_ref[:curve.shape[0]]))):.2g}"}))


if __name__ == "__main__":
    main()
