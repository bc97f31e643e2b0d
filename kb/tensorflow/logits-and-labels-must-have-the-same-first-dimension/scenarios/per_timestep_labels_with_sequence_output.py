"""A label for every timestep, but the recurrent layer returns one vector per sequence.

Sequence tagging: X is (samples, 5, 3), y holds one class per timestep, (samples, 5). The LSTM
lacks return_sequences=True, so the model outputs (samples, 2), one prediction per sequence. Keras
2.15: "ValueError: `labels.shape` must equal `logits.shape` except for the last dimension.
Received: labels.shape=(160,) and logits.shape=(32, 2)"; Keras 3: "Argument `output` must have
rank (ndim) `target.ndim - 1`. Received: target.shape=(32, 5), output.shape=(32, 2)".

Remedies:
  return-sequences     LSTM(..., return_sequences=True) and a Dense applied at every timestep

Check: per-timestep accuracy >= 0.95; the tag of a step is whether its first feature is positive.
"""

import numpy as np

from _common import emit, parse_remedy, seed

REMEDIES = ("return-sequences",)


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    from tensorflow import keras

    rng = np.random.default_rng(1)
    X = rng.normal(size=(320, 5, 3)).astype("float32")
    y = (X[:, :, 0] > 0).astype("int32")               # (samples, 5): a tag per timestep
    model = keras.Sequential([
        keras.Input(shape=(5, 3)),
        keras.layers.LSTM(16, return_sequences=remedy == "return-sequences"),
        keras.layers.Dense(2),
    ])
    model.compile(optimizer=keras.optimizers.Adam(0.02),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    model.fit(X, y, epochs=30, batch_size=32, verbose=0)
    pred = np.argmax(model.predict(X, verbose=0), axis=-1)
    acc = float(np.mean(pred == y))
    emit(acc >= 0.95, f"per-timestep accuracy {acc:.3f} (needed >= 0.95)")


if __name__ == "__main__":
    main()
