"""Loading a saved model whose custom layer Keras cannot find.

A model with a custom layer (Scale) is saved as model.keras and loaded with
keras.models.load_model(path) without telling Keras about the class. Keras 2.15: "TypeError: Cannot
deserialize object of type `Scale`. If `Scale` is a custom class, please register it using the
`@keras.saving.register_keras_serializable()` decorator."; Keras 3: "... could not be deserialized
properly ... Could not locate class 'Scale'. Make sure custom classes are decorated with
`@keras.saving.register_keras_serializable()`".

Remedies:
  pass-custom-objects             load_model(path, custom_objects={"Scale": Scale})
  register-keras-serializable     decorate the class with @keras.utils.register_keras_serializable()
  load-with-compile-false         load_model(path, compile=False) (dead end: the layer is part of the architecture)

Check: the reloaded model's predictions equal the original model's on a batch, within 1e-6.
"""

import os
import tempfile

import numpy as np

from _common import emit, parse_remedy, seed

REMEDIES = ("pass-custom-objects", "register-keras-serializable", "load-with-compile-false")


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    from tensorflow import keras

    class Scale(keras.layers.Layer):
        def __init__(self, factor=2.0, **kwargs):
            super().__init__(**kwargs)
            self.factor = factor

        def call(self, x):
            return x * self.factor

        def get_config(self):
            return {**super().get_config(), "factor": self.factor}

    if remedy == "register-keras-serializable":
        Scale = keras.utils.register_keras_serializable(package="kf")(Scale)
    model = keras.Sequential([keras.Input(shape=(3,)), keras.layers.Dense(2), Scale(3.0)])
    x = np.random.default_rng(0).normal(size=(5, 3)).astype("float32")
    want = np.asarray(model.predict(x, verbose=0))
    path = os.path.join(tempfile.mkdtemp(prefix="kf-custom-"), "model.keras")
    model.save(path)
    if remedy == "pass-custom-objects":
        reloaded = keras.models.load_model(path, custom_objects={"Scale": Scale})
    elif remedy == "load-with-compile-false":
        reloaded = keras.models.load_model(path, compile=False)
    else:
        reloaded = keras.models.load_model(path)
    err = float(np.max(np.abs(np.asarray(reloaded.predict(x, verbose=0)) - want)))
    emit(err <= 1e-6, f"max |reloaded - original prediction| = {err:.2e} (needed <= 1e-6)")


if __name__ == "__main__":
    main()
