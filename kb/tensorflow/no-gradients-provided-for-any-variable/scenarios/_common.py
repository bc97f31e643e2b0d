"""Shared by this entry's scenarios: the --remedy argument, seeding and the check line."""

import argparse
import json
import os
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")


def parse_remedy(known):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in known:
        print(f"unknown remedy {r!r}; known: {', '.join(known)}", file=sys.stderr)
        sys.exit(2)
    return r


def seed():
    import tensorflow as tf

    tf.keras.utils.set_random_seed(0)


def emit(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))


STEPS, LR = 20, 0.5


def logistic_data():
    import numpy as np

    rng = np.random.default_rng(0)
    X = rng.normal(size=(200, 4)).astype("float32")
    y = (X @ np.array([1.5, -2.0, 0.5, 1.0]) + 0.3 > 0).astype("float32")
    return X, y


def logistic_model():
    """One sigmoid unit with zero weights: the same start as the NumPy reference."""
    from tensorflow import keras

    model = keras.Sequential([keras.Input(shape=(4,)), keras.layers.Dense(1, activation="sigmoid",
                              kernel_initializer="zeros", bias_initializer="zeros")])
    return model


def reference_weights(X, y):
    """Full-batch gradient descent on the mean binary cross-entropy, in float64 NumPy.

    d loss / d w = X^T (p - y) / n and d loss / d b = mean(p - y) for p = sigmoid(X w + b).
    """
    import numpy as np

    X64, y64 = X.astype("float64"), y.astype("float64")
    w, b = np.zeros(4), 0.0
    for _ in range(STEPS):
        p = 1 / (1 + np.exp(-(X64 @ w + b)))
        w, b = w - LR * X64.T @ (p - y64) / len(y64), b - LR * float(np.mean(p - y64))
    return w, b


def check_against_reference(model, X, y):
    import numpy as np

    w, b = reference_weights(X, y)
    kernel, bias = (np.asarray(v, dtype="float64") for v in model.get_weights())
    err = max(float(np.max(np.abs(kernel.ravel() - w))), abs(float(bias[0]) - b))
    emit(err <= 1e-4, f"after {STEPS} SGD steps the weights differ from the NumPy gradient-descent reference by "
                      f"{err:.2e} (needed <= 1e-4)")
