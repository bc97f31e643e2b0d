"""keras.preprocessing.image.ImageDataGenerator under Keras 3 (TensorFlow 2.16+).

Keras 3 keeps a small keras.preprocessing.image module without the legacy ImageDataGenerator:
"ImportError: cannot import name 'ImageDataGenerator' from 'keras.preprocessing.image'". With
Keras 2 (tf-2.15) the import works, so the error is absent there.

Remedies:
  import-legacy-through-tf-keras  from tensorflow.keras.preprocessing.image import ImageDataGenerator
  rescaling-layer                 keras.layers.Rescaling(1/255) on a tf.data pipeline, the Keras 3 way

Check: the rescaled images equal the images divided by 255, in order (float32, 1e-7). The
legacy generator is applied with standardize() (the rescale step of flow(), which needs SciPy
for its random transforms; the lab's environments have no SciPy).
"""

import numpy as np

from _common import emit, parse_remedy, seed

REMEDIES = ("import-legacy-through-tf-keras", "rescaling-layer")


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    rng = np.random.default_rng(0)
    images = rng.integers(0, 256, size=(10, 8, 8, 3)).astype("float32")
    if remedy == "rescaling-layer":
        import keras
        import tensorflow as tf

        ds = tf.data.Dataset.from_tensor_slices(images).batch(4).map(keras.layers.Rescaling(1 / 255))
        out = np.concatenate([np.asarray(b) for b in ds])
    else:
        if remedy == "import-legacy-through-tf-keras":
            from tensorflow.keras.preprocessing.image import ImageDataGenerator
        else:
            from keras.preprocessing.image import ImageDataGenerator
        gen = ImageDataGenerator(rescale=1 / 255)
        out = np.stack([gen.standardize(img.copy()) for img in images])   # the rescale step of flow()
    err = float(np.max(np.abs(out - images / 255)))
    emit(out.shape == images.shape and err <= 1e-7, f"shape {out.shape}, max |batch - image/255| = {err:.2e}")


if __name__ == "__main__":
    main()
