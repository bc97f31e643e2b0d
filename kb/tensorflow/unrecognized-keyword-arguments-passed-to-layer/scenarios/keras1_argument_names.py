"""A layer argument from Keras 1: Dense(8, init='uniform').

Keras 1 called the initializer ``init`` ('uniform' meant U(-0.05, 0.05)); Keras 2 renamed it
``kernel_initializer``. Keras 2.15 raises "TypeError: ('Keyword argument not understood:', 'init')",
Keras 3 "ValueError: Unrecognized keyword arguments passed to Dense: {'init': 'uniform'}".

Remedies:
  rename-to-current-argument   kernel_initializer="random_uniform" (Keras' U(-0.05, 0.05))
  delete-the-argument          drop init= (dead end: the layer silently gets the default glorot_uniform)

Check: the kernel was drawn from U(-0.05, 0.05) as the Keras 1 code asked: every weight inside
[-0.05, 0.05] and their spread close to that of the distribution (std within 30% of 0.1/sqrt(12)).
"""

import numpy as np

from _common import emit, parse_remedy, seed

REMEDIES = ("rename-to-current-argument", "delete-the-argument")


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    from tensorflow import keras

    if remedy == "rename-to-current-argument":
        layer = keras.layers.Dense(64, activation="relu", kernel_initializer="random_uniform")
    elif remedy == "delete-the-argument":
        layer = keras.layers.Dense(64, activation="relu")
    else:
        layer = keras.layers.Dense(64, activation="relu", init="uniform")
    model = keras.Sequential([keras.Input(shape=(32,)), layer])
    kernel = np.asarray(model.layers[0].get_weights()[0])
    inside = bool(np.all(np.abs(kernel) <= 0.05))
    want_std = 0.1 / np.sqrt(12)
    std = float(kernel.std())
    ok = inside and abs(std - want_std) <= 0.3 * want_std
    emit(ok, f"kernel inside [-0.05, 0.05]: {inside}; std {std:.4f} vs {want_std:.4f} for U(-0.05, 0.05)")


if __name__ == "__main__":
    main()
