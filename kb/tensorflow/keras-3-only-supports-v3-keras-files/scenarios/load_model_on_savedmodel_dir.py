"""keras.models.load_model() on a TensorFlow SavedModel directory under Keras 3.

A model was exported as a SavedModel folder (model.save("folder") under TensorFlow 2.15 and earlier,
model.export("folder") or tf.saved_model.save). Keras 3's load_model rejects it: "ValueError: File
format not supported: filepath=... Keras 3 only supports V3 `.keras` files, legacy H5 format files
(`.h5` extension). ... use `keras.layers.TFSMLayer(...)`". On Keras 2.15 load_model reads the folder,
so the error is absent there (the folder is written with model.save there).

Remedies:
  tfsmlayer-for-inference   keras.layers.TFSMLayer(folder, call_endpoint="serving_default")
  tf-saved-model-load       tf.saved_model.load(folder).signatures["serving_default"]
  rename-to-keras-suffix    rename the folder to model.keras and load that (dead end)

Check: predictions of the reloaded model equal the original model's on a batch, within 1e-5.
"""

import os
import shutil
import tempfile

import numpy as np

from _common import compare, parse_remedy, seed, trained_model

REMEDIES = ("tfsmlayer-for-inference", "tf-saved-model-load", "rename-to-keras-suffix")


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    import tensorflow as tf
    from tensorflow import keras

    model, x = trained_model()
    want = np.asarray(model.predict(x, verbose=0))
    folder = os.path.join(tempfile.mkdtemp(prefix="kf-sm-"), "exported_model")
    if int(tf.__version__.split(".")[1]) >= 16:
        model.export(folder)          # Keras 3: the way to write a SavedModel folder
    else:
        model.save(folder)            # Keras 2: model.save without an extension writes one
    if remedy == "tfsmlayer-for-inference":
        layer = keras.layers.TFSMLayer(folder, call_endpoint="serving_default")
        out = layer(x)
        pred = next(iter(out.values())) if isinstance(out, dict) else out
        compare(pred, want, "TFSMLayer")
    elif remedy == "tf-saved-model-load":
        fn = tf.saved_model.load(folder).signatures["serving_default"]
        out = fn(tf.constant(x))
        compare(next(iter(out.values())), want, "tf.saved_model.load signature")
    else:
        if remedy == "rename-to-keras-suffix":
            renamed = folder + ".keras"
            shutil.move(folder, renamed)
            folder = renamed
        reloaded = keras.models.load_model(folder)
        compare(reloaded.predict(x, verbose=0), want, "load_model")


if __name__ == "__main__":
    main()
