"""Integer class labels with categorical_crossentropy.

A 7-class softmax classifier is compiled with loss="categorical_crossentropy", which
expects one-hot labels of shape (batch, 7), and fitted with class indices of shape
(batch,). Keras 2 (TF <= 2.15) raises "ValueError: Shapes (None, 1) and (None, 7) are
incompatible" (batch sizes instead of None when eager); Keras 3 raises "Arguments
`target` and `output` must have the same rank (ndim)".

Remedies:
  use-sparse-categorical-crossentropy   keep the integer labels, change the loss
  one-hot-encode-the-labels             keep the loss, one-hot the labels with to_categorical
  single-output-unit                    Dense(1) so the shapes match (dead end)

Check: training accuracy on separable data >= 0.9 after 40 epochs.
"""

from _common import CLASSES, FEATURES, check, data, parse_remedy, seed

REMEDIES = ("use-sparse-categorical-crossentropy", "one-hot-encode-the-labels", "single-output-unit")


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    from tensorflow import keras

    x, y = data()
    units, loss, labels = CLASSES, "categorical_crossentropy", y
    if remedy == "use-sparse-categorical-crossentropy":
        loss = "sparse_categorical_crossentropy"
    elif remedy == "one-hot-encode-the-labels":
        labels = keras.utils.to_categorical(y, CLASSES)
    elif remedy == "single-output-unit":
        units, labels = 1, y.reshape(-1, 1).astype("float32")
    model = keras.Sequential([keras.Input(shape=(FEATURES,)), keras.layers.Dense(units, activation="softmax")])
    model.compile(optimizer=keras.optimizers.Adam(0.05), loss=loss)
    model.fit(x, labels, epochs=40, batch_size=64, verbose=0)
    check(model, x, y)


if __name__ == "__main__":
    main()
