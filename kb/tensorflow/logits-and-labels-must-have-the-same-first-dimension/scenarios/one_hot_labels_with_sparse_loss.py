"""One-hot labels from a tf.data pipeline trained with sparse_categorical_crossentropy.

The pipeline yields one-hot label rows (batch, 3) from a generator whose label shape is declared
as (None, None), as many image or text loaders do. The sparse loss expects one class index per
sample, flattens the rows to batch * 3 values and the kernel compares them with the batch:
Keras 2.15 "InvalidArgumentError: Graph execution error: ... logits and labels must have the same
first dimension, got logits shape [16,3] and labels shape [48]"; Keras 3 "ValueError: Argument
`output` must have rank (ndim) `target.ndim - 1`. Received: target.shape=(None, None),
output.shape=(None, 3)".

Remedies:
  categorical-loss-for-one-hot   loss="categorical_crossentropy", labels stay one-hot
  argmax-the-labels              keep the sparse loss, map each label row to its class index
  flatten-the-labels             tf.reshape(labels, [-1]) in the pipeline (dead end)

Check: training accuracy >= 0.9 on separable 3-class data.
"""

import numpy as np

from _common import emit, parse_remedy, seed

REMEDIES = ("categorical-loss-for-one-hot", "argmax-the-labels", "flatten-the-labels")


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    import tensorflow as tf
    from tensorflow import keras

    rng = np.random.default_rng(0)
    X = rng.normal(size=(320, 4)).astype("float32")
    y = np.argmax(X @ rng.normal(size=(4, 3)), axis=1)
    Y = np.eye(3, dtype="float32")[y]                  # one-hot rows

    def batches():
        for i in range(0, len(X), 16):
            yield X[i:i + 16], Y[i:i + 16]

    ds = tf.data.Dataset.from_generator(batches, output_signature=(
        tf.TensorSpec((None, 4), tf.float32), tf.TensorSpec((None, None), tf.float32)))
    loss = "sparse_categorical_crossentropy"
    if remedy == "categorical-loss-for-one-hot":
        loss = "categorical_crossentropy"
    elif remedy == "argmax-the-labels":
        ds = ds.map(lambda x, t: (x, tf.argmax(t, axis=-1)))
    elif remedy == "flatten-the-labels":
        ds = ds.map(lambda x, t: (x, tf.reshape(t, [-1])))
    model = keras.Sequential([keras.Input(shape=(4,)), keras.layers.Dense(3, activation="softmax")])
    model.compile(optimizer=keras.optimizers.Adam(0.05), loss=loss)
    model.fit(ds.repeat(), steps_per_epoch=20, epochs=30, verbose=0)
    acc = float(np.mean(np.argmax(model.predict(X, verbose=0), axis=1) == y))
    emit(acc >= 0.9, f"training accuracy {acc:.3f} (needed >= 0.9)")


if __name__ == "__main__":
    main()
