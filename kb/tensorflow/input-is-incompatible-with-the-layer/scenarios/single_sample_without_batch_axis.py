"""predict() on one sample that has no batch axis.

The model takes rows of 8 features, shape (batch, 8). ``model.predict(x)`` with one row of shape
(8,) makes Keras read it as 8 samples of no features. Keras 2: 'Input 0 of layer "dense" is
incompatible with the layer: expected min_ndim=2, found ndim=1. Full shape received: (None,)';
Keras 3: "Invalid input shape for input ... Expected shape (None, 8), but input has incompatible
shape (8,)".

Remedies:
  add-batch-axis        x[None, :] (np.expand_dims(x, 0)): a batch of one
  reshape-minus-one-one x.reshape(-1, 1): 8 samples of one feature (dead end)

Check: the prediction for the single row equals row i of model.predict on the whole batch, 1e-5.
"""

import numpy as np

from _common import emit, parse_remedy, seed

REMEDIES = ("add-batch-axis", "reshape-minus-one-one")


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    from tensorflow import keras

    rng = np.random.default_rng(1)
    X = rng.normal(size=(100, 8)).astype("float32")
    y = (X @ rng.normal(size=8)).astype("float32")
    model = keras.Sequential([keras.Input(shape=(8,)), keras.layers.Dense(16, activation="relu"), keras.layers.Dense(1)])
    model.compile(optimizer="adam", loss="mse")
    model.fit(X, y, epochs=5, batch_size=32, verbose=0)
    i = 17
    x = X[i]                                   # shape (8,)
    if remedy == "add-batch-axis":
        x = x[None, :]                         # shape (1, 8)
    elif remedy == "reshape-minus-one-one":
        x = x.reshape(-1, 1)                   # shape (8, 1)
    pred = np.asarray(model.predict(x, verbose=0)).ravel()
    want = float(model.predict(X, verbose=0)[i, 0])
    ok = pred.shape == (1,) and abs(float(pred[0]) - want) <= 1e-5
    emit(ok, f"prediction {pred[:3].tolist()} (shape {pred.shape}) vs row {i} of the batch prediction {want:.6f}")


if __name__ == "__main__":
    main()
