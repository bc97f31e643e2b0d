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


MAXLEN = 8


def token_data(n=400, vocab=20, key=7, seed_=0):
    """Sequences of word ids 1..vocab (0 = padding); label: the key word occurs in the sequence."""
    import numpy as np

    rng = np.random.default_rng(seed_)
    X = rng.integers(1, vocab + 1, size=(n, MAXLEN))
    X[X == key] = 1
    y = (np.arange(n) % 2 == 0).astype("int32")
    pos = rng.integers(0, MAXLEN, size=n)
    X[y == 1, pos[y == 1]] = key
    return X, y


def classifier(input_dim):
    from tensorflow import keras

    model = keras.Sequential([
        keras.Input(shape=(MAXLEN,)),
        keras.layers.Embedding(input_dim, 8),
        keras.layers.GlobalMaxPooling1D(),
        keras.layers.Dense(2),
    ])
    model.compile(optimizer=keras.optimizers.Adam(0.05),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    return model


def accuracy(model, X, y):
    import numpy as np

    return float(np.mean(np.argmax(model.predict(X, verbose=0), axis=1) == y))
