"""Numeric columns sliced out of an object-dtype table keep dtype=object.

The classic iris recipe: ``dataset = dataframe.values`` on a frame with a text column gives an
object array; ``X = dataset[:, 0:4]`` holds only Python floats but is still dtype=object, and
``model.fit(X, y)`` raises "ValueError: Failed to convert a NumPy array to a Tensor (Unsupported
object type float)" on Keras 2 (TF 2.15) and "ValueError: Invalid dtype: object" on Keras 3.

Remedies:
  cast-features-to-float32   X = dataset[:, 0:4].astype("float32")

Check: the float32 features equal the measurements parsed independently, and the trained
classifier reaches >= 0.9 training accuracy on the separable data.
"""

import numpy as np

from _common import ACCURACY_NEEDED, accuracy, emit, parse_remedy, seed, species_table

REMEDIES = ("cast-features-to-float32",)


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    from tensorflow import keras

    rows, feats, species, names = species_table()
    dataset = np.array(rows, dtype=object)          # what DataFrame.values returns for this table
    X = dataset[:, 0:4]                             # dtype=object, Python floats inside
    y = np.array([list(names).index(s) for s in dataset[:, 4]])
    if remedy == "cast-features-to-float32":
        X = dataset[:, 0:4].astype("float32")
    model = keras.Sequential([keras.Input(shape=(4,)), keras.layers.Dense(3, activation="softmax")])
    model.compile(optimizer=keras.optimizers.Adam(0.05), loss="sparse_categorical_crossentropy")
    model.fit(X, y, epochs=40, batch_size=32, verbose=0)
    same = X.dtype == np.float32 and np.array_equal(X, feats.astype("float32"))
    acc = accuracy(model, X, y)
    emit(same and acc >= ACCURACY_NEEDED,
         f"features float32 and equal to the parsed measurements: {same}; training accuracy {acc:.3f} "
         f"(needed >= {ACCURACY_NEEDED})")


if __name__ == "__main__":
    main()
