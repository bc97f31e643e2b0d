"""New data one-hot encoded on its own: fewer columns than the model was trained on.

Training rows have two measurements and a colour out of four (blue, green, red, yellow). A model is
trained on [a, b, one-hot(colour)] (6 columns, categories found in the training data, as
pd.get_dummies does). A later batch contains no "green", so encoding it the same way gives 5
columns. Keras 2: 'Input 0 of layer "sequential" is incompatible with the layer: expected
shape=(None, 6), found shape=(None, 5)'; Keras 3: "Input 0 with name 'None' of layer 'dense' is
incompatible with the layer: expected axis -1 of input shape to have value 6, but received input
with shape (None, 5)".

Remedies:
  reuse-training-encoding         encode with the category list of the training data
  pad-missing-columns-with-zeros  append zero columns until the width matches (dead end)

Check: the new rows are copies of training rows, so the model's predictions for them must equal
its predictions for those training rows (encoded at training time), within 1e-5.
"""

import numpy as np

from _common import emit, parse_remedy, seed

REMEDIES = ("reuse-training-encoding", "pad-missing-columns-with-zeros")


def encode(a, b, colours, categories):
    onehot = np.array([[1.0 if c == k else 0.0 for k in categories] for c in colours], dtype="float32")
    return np.c_[a, b, onehot].astype("float32")


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    from tensorflow import keras

    rng = np.random.default_rng(2)
    n = 200
    a, b = rng.normal(size=n), rng.normal(size=n)
    colours = rng.choice(["red", "green", "blue", "yellow"], size=n)
    effect = {"blue": -1.0, "green": 0.5, "red": 2.0, "yellow": -2.5}
    y = (a - 0.5 * b + np.array([effect[c] for c in colours])).astype("float32")
    train_categories = sorted(set(colours))                 # like pd.get_dummies on the training frame
    X = encode(a, b, colours, train_categories)
    model = keras.Sequential([keras.Input(shape=(X.shape[1],)), keras.layers.Dense(8, activation="relu"),
                              keras.layers.Dense(1)])
    model.compile(optimizer=keras.optimizers.Adam(0.02), loss="mse")
    model.fit(X, y, epochs=20, batch_size=32, verbose=0)

    idx = np.array([i for i in range(n) if colours[i] != "green"][:40])   # a new batch without "green"
    na, nb, ncol = a[idx], b[idx], colours[idx]
    if remedy == "reuse-training-encoding":
        X_new = encode(na, nb, ncol, train_categories)
    else:
        X_new = encode(na, nb, ncol, sorted(set(ncol)))     # the new batch encoded on its own
        if remedy == "pad-missing-columns-with-zeros":
            X_new = np.pad(X_new, ((0, 0), (0, X.shape[1] - X_new.shape[1])))
    pred = model.predict(X_new, verbose=0).ravel()
    want = model.predict(X[idx], verbose=0).ravel()
    err = float(np.max(np.abs(pred - want)))
    emit(err <= 1e-5, f"max |prediction - prediction for the same rows encoded at training time| = {err:.3g} "
                      f"(needed <= 1e-5)")


if __name__ == "__main__":
    main()
