"""model.save("folder") without a file extension under Keras 3.

TensorFlow 2.15 and earlier wrote a SavedModel folder for model.save("my_model"); Keras 3 wants a
file name with .keras (or .h5): "ValueError: Invalid filepath extension for saving. Please add
either a `.keras` extension for the native Keras format (recommended) or a `.h5` extension. Use
`model.export(filepath)` if you want to export a SavedModel ...". Absent on Keras 2.15.

Remedies:
  save-as-keras-file   model.save("my_model.keras"), reloaded with keras.models.load_model

Check: predictions of the reloaded model equal the original model's on a batch, within 1e-5.
"""

import os
import tempfile

import numpy as np

from _common import compare, parse_remedy, seed, trained_model

REMEDIES = ("save-as-keras-file",)


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    from tensorflow import keras

    model, x = trained_model()
    want = np.asarray(model.predict(x, verbose=0))
    path = os.path.join(tempfile.mkdtemp(prefix="kf-save-"), "my_model")
    if remedy == "save-as-keras-file":
        path += ".keras"
    model.save(path)
    reloaded = keras.models.load_model(path)
    compare(reloaded.predict(x, verbose=0), want, "reloaded model")


if __name__ == "__main__":
    main()
