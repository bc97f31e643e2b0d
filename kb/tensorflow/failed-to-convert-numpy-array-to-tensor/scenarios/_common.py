"""Shared by this entry's scenarios: the --remedy argument, seeding, data and the check line.

The TensorFlow environments of the lab have no pandas, so the scenarios build the object-dtype
array the way ``DataFrame.values`` does for a frame with a text column: ``np.array(rows,
dtype=object)``, Python floats and str side by side.
"""

import argparse
import json
import os
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

import numpy as np  # noqa: E402

ACCURACY_NEEDED = 0.9


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


def species_table(n=150, seed_=0):
    """Iris-shaped rows: four measurements (Python floats) and a species name (str).

    The species is the argmax of a fixed linear map of the measurements, so a softmax
    classifier fed the right numbers separates the classes.
    """
    rng = np.random.default_rng(seed_)
    feats = np.round(rng.normal(size=(n, 4)) * 2 + 5, 1)
    w = np.array([[1.0, -1.0, 0.0], [0.0, 1.0, -1.0], [-1.0, 0.0, 1.0], [0.5, 0.5, -1.0]])
    names = np.array(["setosa", "versicolor", "virginica"])
    species = names[np.argmax((feats - 5) @ w, axis=1)]
    rows = [[float(v) for v in f] + [str(s)] for f, s in zip(feats, species)]
    return rows, feats, species, names


def accuracy(model, x, y_int):
    pred = np.asarray(model.predict(x, verbose=0))
    return float(np.mean(np.argmax(pred, axis=1) == y_int))
