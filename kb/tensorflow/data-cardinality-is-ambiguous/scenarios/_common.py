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


def separable(n=400, seed_=0):
    import numpy as np

    rng = np.random.default_rng(seed_)
    X = rng.normal(size=(n, 4)).astype("float32")
    y = np.argmax(X @ rng.normal(size=(4, 3)), axis=1)
    return X, y


def fit_and_score(X_fit, y_fit, X_eval, y_eval):
    """Train a softmax classifier and return its accuracy on correctly paired evaluation data."""
    import numpy as np
    from tensorflow import keras

    model = keras.Sequential([keras.Input(shape=(4,)), keras.layers.Dense(3)])
    model.compile(optimizer=keras.optimizers.Adam(0.05),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    model.fit(X_fit, y_fit, epochs=40, batch_size=32, verbose=0)
    return float(np.mean(np.argmax(model.predict(X_eval, verbose=0), axis=1) == y_eval))
