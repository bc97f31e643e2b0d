"""One-hot labels with an extra axis: (batch, 1, 7) against an output of (batch, 7).

The labels were kept as a column vector (N, 1) and one-hot encoded, which gives (N, 1,
7). Keras 2 raises "Shapes (None, 1, 7) and (None, 7) are incompatible"; Keras 3
"Arguments `target` and `output` must have the same rank (ndim)".

Remedies:
  squeeze-the-label-axis   labels.reshape(len(labels), CLASSES) (or np.squeeze(axis=1))

Check: training accuracy on separable data >= 0.9 after 40 epochs.
"""

from _common import CLASSES, FEATURES, check, data, parse_remedy, seed

REMEDIES = ("squeeze-the-label-axis",)


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    from tensorflow import keras

    x, y = data()
    labels = keras.utils.to_categorical(y.reshape(-1, 1), CLASSES)  # a column vector one-hot encoded
    if labels.ndim == 2:  # to_categorical squeezed it itself (some releases): rebuild the column shape
        labels = labels[:, None, :]
    if remedy == "squeeze-the-label-axis":
        labels = labels.reshape(len(labels), CLASSES)
    model = keras.Sequential([keras.Input(shape=(FEATURES,)), keras.layers.Dense(CLASSES, activation="softmax")])
    model.compile(optimizer=keras.optimizers.Adam(0.05), loss="categorical_crossentropy")
    model.fit(x, labels, epochs=40, batch_size=64, verbose=0)
    check(model, x, y)


if __name__ == "__main__":
    main()
