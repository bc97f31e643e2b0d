"""Loading a saved model that was compiled with a custom loss function.

The model was compiled with loss=weighted_mse (a plain Python function) and saved as model.keras.
load_model(path) must rebuild the compiled loss and cannot find the function: Keras 2.15 raises a
deserialization error naming 'weighted_mse', Keras 3 "Could not locate function 'weighted_mse'".

Remedies:
  pass-custom-objects-for-loss   load_model(path, custom_objects={"weighted_mse": weighted_mse})
  load-without-compiling         load_model(path, compile=False) for inference (compile again to train)

Check: the reloaded model's predictions equal the original model's on a batch, within 1e-6.
"""

import os
import tempfile

import numpy as np

from _common import emit, parse_remedy, seed

REMEDIES = ("pass-custom-objects-for-loss", "load-without-compiling")


def weighted_mse(y_true, y_pred):
    from tensorflow import keras

    return 2.0 * keras.ops.mean((y_true - y_pred) ** 2) if hasattr(keras, "ops") else \
        2.0 * keras.backend.mean((y_true - y_pred) ** 2)


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    from tensorflow import keras

    model = keras.Sequential([keras.Input(shape=(3,)), keras.layers.Dense(2)])
    model.compile(optimizer="adam", loss=weighted_mse)
    x = np.random.default_rng(0).normal(size=(5, 3)).astype("float32")
    model.fit(x, np.zeros((5, 2), "float32"), epochs=1, verbose=0)
    want = np.asarray(model.predict(x, verbose=0))
    path = os.path.join(tempfile.mkdtemp(prefix="kf-loss-"), "model.keras")
    model.save(path)
    if remedy == "pass-custom-objects-for-loss":
        reloaded = keras.models.load_model(path, custom_objects={"weighted_mse": weighted_mse})
    elif remedy == "load-without-compiling":
        reloaded = keras.models.load_model(path, compile=False)
    else:
        reloaded = keras.models.load_model(path)
    err = float(np.max(np.abs(np.asarray(reloaded.predict(x, verbose=0)) - want)))
    emit(err <= 1e-6, f"max |reloaded - original prediction| = {err:.2e} (needed <= 1e-6)")


if __name__ == "__main__":
    main()
