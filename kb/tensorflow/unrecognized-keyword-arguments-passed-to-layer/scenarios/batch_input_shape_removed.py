"""A layer built with batch_input_shape= under Keras 3 (TensorFlow 2.16+).

Keras 2 accepted ``batch_input_shape=(None, 4)`` on the first layer of a Sequential model; Keras 3
does not: "ValueError: Unrecognized keyword arguments passed to Dense: {'batch_input_shape': (None,
4)}". Keras 2.15 accepts it, so the error is absent there.

Remedies:
  declare-keras-input   keras.Input(shape=(4,)) (or batch_shape=(None, 4)) as the first element

Check: the regression model fits y = X w + b; mean squared error < 1e-3 after training.
"""

import numpy as np

from _common import emit, parse_remedy, seed

REMEDIES = ("declare-keras-input",)


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    from tensorflow import keras

    rng = np.random.default_rng(0)
    X = rng.normal(size=(256, 4)).astype("float32")
    y = (X @ np.array([1.0, -2.0, 0.5, 3.0]) + 0.7).astype("float32")
    if remedy == "declare-keras-input":
        model = keras.Sequential([keras.Input(shape=(4,)), keras.layers.Dense(1)])
    else:
        model = keras.Sequential([keras.layers.Dense(1, batch_input_shape=(None, 4))])
    model.compile(optimizer=keras.optimizers.Adam(0.1), loss="mse")
    model.fit(X, y, epochs=60, batch_size=32, verbose=0)
    mse = float(model.evaluate(X, y, verbose=0))
    emit(mse < 1e-3, f"mean squared error {mse:.2e} (needed < 1e-3)")


if __name__ == "__main__":
    main()
