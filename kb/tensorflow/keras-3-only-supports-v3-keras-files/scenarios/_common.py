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


def trained_model():
    """A small regression model with fixed weights, and a batch to compare predictions on."""
    import numpy as np
    from tensorflow import keras

    rng = np.random.default_rng(0)
    model = keras.Sequential([keras.Input(shape=(4,)), keras.layers.Dense(8, activation="relu"),
                              keras.layers.Dense(2)])
    model.set_weights([rng.normal(size=w.shape).astype("float32") for w in model.get_weights()])
    x = rng.normal(size=(16, 4)).astype("float32")
    return model, x


def compare(pred, want, what):
    import numpy as np

    pred = np.asarray(pred)
    err = float(np.max(np.abs(pred - want))) if pred.shape == want.shape else float("inf")
    emit(err <= 1e-5, f"{what}: shape {pred.shape}, max |prediction - original model| = {err:.2e} (needed <= 1e-5)")
