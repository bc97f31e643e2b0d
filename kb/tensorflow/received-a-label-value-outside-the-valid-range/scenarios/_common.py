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


CLASSES, FEATURES = 3, 4


def separable(n=300, seed_=0, classes=CLASSES):
    """Features and class indices 0..classes-1 (argmax of a fixed linear map: separable)."""
    import numpy as np

    rng = np.random.default_rng(seed_)
    x = rng.normal(size=(n, FEATURES)).astype("float32")
    y = np.argmax(x @ rng.normal(size=(FEATURES, classes)), axis=1)
    return x, y


def train(x, y, units, epochs=40):
    from tensorflow import keras

    model = keras.Sequential([keras.Input(shape=(FEATURES,)), keras.layers.Dense(units)])
    model.compile(optimizer=keras.optimizers.Adam(0.05),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    model.fit(x, y, epochs=epochs, batch_size=32, verbose=0)
    return model


def predicted(model, x):
    import numpy as np

    return np.argmax(model.predict(x, verbose=0), axis=1)
