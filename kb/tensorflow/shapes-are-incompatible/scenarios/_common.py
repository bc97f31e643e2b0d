"""Shared by the scenarios of this entry: data, the --remedy argument, training and the check line.

The data are linearly separable by construction (the class is the argmax of a fixed linear map of
the features), so a correctly set-up softmax classifier reaches a high training accuracy in a few
epochs; a set-up that only silences the shape error does not.
"""

import argparse
import json
import os
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

import numpy as np  # noqa: E402

CLASSES, FEATURES, SAMPLES = 7, 10, 448
ACCURACY_NEEDED = 0.9


def parse_remedy(known):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in known:
        print(f"unknown remedy {r!r}; known: {', '.join(known)}", file=sys.stderr)
        sys.exit(2)
    return r


def data():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(SAMPLES, FEATURES)).astype("float32")
    w = rng.normal(size=(FEATURES, CLASSES)).astype("float32")
    y = np.argmax(x @ w, axis=1)  # class indices 0..6
    return x, y


def seed():
    import tensorflow as tf

    tf.keras.utils.set_random_seed(0)


def accuracy(model, x, y_int):
    """Share of samples whose predicted class (argmax of the model's output) is the true class."""
    pred = np.asarray(model.predict(x, verbose=0)).reshape(len(x), -1)
    return float(np.mean(np.argmax(pred, axis=1) == y_int))


def check(model, x, y_int):
    acc = accuracy(model, x, y_int)
    ok = acc >= ACCURACY_NEEDED
    print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"training accuracy {acc:.3f} on separable data "
                                         f"(needed >= {ACCURACY_NEEDED})"}))
