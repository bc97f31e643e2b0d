"""A custom loss for model.fit built from tf.round: it has no gradient.

The loss counts wrong 0/1 decisions, ``mean(|y_true - round(y_pred)|)``. tf.round has no gradient
(TensorFlow registers None for it), so every weight gets None and fit raises "No gradients provided
for any variable" from the optimizer.

Remedies:
  differentiable-loss-and-metric   train on binary_crossentropy; report the rounded error as a metric
  run-eagerly                      model.compile(..., run_eagerly=True) (dead end)

Check: training accuracy (prediction > 0.5) >= 0.9 on linearly separable data after 40 epochs.
"""

import numpy as np
import tensorflow as tf
from tensorflow import keras

from _common import emit, logistic_data, parse_remedy, seed

REMEDIES = ("differentiable-loss-and-metric", "run-eagerly")


def decision_error(y_true, y_pred):
    return tf.reduce_mean(tf.abs(y_true - tf.round(y_pred)))


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    X, y = logistic_data()
    model = keras.Sequential([keras.Input(shape=(4,)), keras.layers.Dense(1, activation="sigmoid")])
    if remedy == "differentiable-loss-and-metric":
        model.compile(optimizer=keras.optimizers.Adam(0.05), loss="binary_crossentropy", metrics=[decision_error])
    else:
        model.compile(optimizer=keras.optimizers.Adam(0.05), loss=decision_error,
                      run_eagerly=remedy == "run-eagerly")
    model.fit(X, y[:, None], epochs=40, batch_size=32, verbose=0)
    acc = float(np.mean((model.predict(X, verbose=0)[:, 0] > 0.5) == (y > 0.5)))
    emit(acc >= 0.9, f"training accuracy {acc:.3f} (needed >= 0.9)")


if __name__ == "__main__":
    main()
