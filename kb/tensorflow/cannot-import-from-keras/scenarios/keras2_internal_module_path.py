"""A Keras 2.0-era script imports from internal module paths that no longer exist.

Old tutorials write ``from keras.layers.core import Dense`` and ``from keras.utils import
np_utils``. Keras 2.13+ moved its code under keras/src, and Keras 3 has neither path:
"ModuleNotFoundError: No module named 'keras.layers.core'" in both lab environments.

Remedies:
  import-from-public-api     from keras.layers import Dense; keras.utils.to_categorical
  tensorflow-keras-prefix    from tensorflow.keras.layers.core import Dense (dead end)

Check: the classifier built from the imported layers reaches >= 0.9 training accuracy on
separable data (labels one-hot encoded with the imported to_categorical).
"""

import numpy as np

from _common import emit, parse_remedy, seed

REMEDIES = ("import-from-public-api", "tensorflow-keras-prefix")


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    from keras.models import Sequential

    if remedy == "import-from-public-api":
        from keras.layers import Dense
        from keras.utils import to_categorical
    elif remedy == "tensorflow-keras-prefix":
        from tensorflow.keras.layers.core import Dense
        from tensorflow.keras.utils import to_categorical
    else:
        from keras.layers.core import Dense
        from keras.utils import np_utils
        to_categorical = np_utils.to_categorical
    rng = np.random.default_rng(0)
    x = rng.normal(size=(300, 4)).astype("float32")
    y = np.argmax(x @ rng.normal(size=(4, 3)), axis=1)
    model = Sequential([Dense(3, activation="softmax", input_shape=(4,))])
    from keras.optimizers import Adam

    model.compile(optimizer=Adam(0.05), loss="categorical_crossentropy")
    model.fit(x, to_categorical(y, 3), epochs=40, batch_size=32, verbose=0)
    acc = float(np.mean(np.argmax(model.predict(x, verbose=0), axis=1) == y))
    emit(acc >= 0.9, f"training accuracy {acc:.3f} (needed >= 0.9)")


if __name__ == "__main__":
    main()
