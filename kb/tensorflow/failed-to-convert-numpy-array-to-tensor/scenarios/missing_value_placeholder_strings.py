"""A numeric column that marks missing values with "?" is read as text.

UCI-style files write "?" for a missing value. The column then holds strings ("130.0", "?"),
the table's ``.values`` is an object array mixing Python floats and str, and ``model.fit``
raises "Failed to convert a NumPy array to a Tensor (Unsupported object type float)" (Keras 2)
or "Invalid dtype: object" (Keras 3).

Remedies:
  parse-placeholders-as-missing-and-impute   "?" -> NaN, to float32, fill NaN with the column mean
  astype-float32-with-placeholders           X.astype("float32") as it is (dead end: '?' is no number)
  nan-without-imputation                     "?" -> NaN, to float32, train (dead end: NaN loss)

Check: the float32 matrix equals a reference parsed value by value in plain Python (missing ->
the mean of the column's known values), and the linear model's mean squared error is within 5%
of the least-squares optimum computed by numpy on that reference.
"""

import math

import numpy as np

from _common import emit, parse_remedy, seed

REMEDIES = ("parse-placeholders-as-missing-and-impute", "astype-float32-with-placeholders", "nan-without-imputation")


def table():
    rng = np.random.default_rng(3)
    n = 200
    a = np.round(rng.normal(size=n) * 2, 2)
    b = np.round(rng.normal(size=n) * 2, 2)
    target = 1.5 * a - 0.5 * b + 0.3 + rng.normal(size=n) * 0.1
    rows = []
    for i in range(n):
        b_text = "?" if i % 17 == 3 else repr(float(b[i]))   # the column read as text
        rows.append([float(a[i]), b_text])
    return rows, target.astype("float32")


def reference(rows):
    known = [float(r[1]) for r in rows if r[1] != "?"]
    mean_b = sum(known) / len(known)
    return np.array([[r[0], float(r[1]) if r[1] != "?" else mean_b] for r in rows], dtype="float32")


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    from tensorflow import keras

    rows, y = table()
    X = np.array(rows, dtype=object)                # DataFrame.values of a float column and a text column
    if remedy == "parse-placeholders-as-missing-and-impute":
        X = np.where(X == "?", np.nan, X).astype("float32")
        X = np.where(np.isnan(X), np.nanmean(X, axis=0), X)
    elif remedy == "astype-float32-with-placeholders":
        X = X.astype("float32")
    elif remedy == "nan-without-imputation":
        X = np.where(X == "?", np.nan, X).astype("float32")
    model = keras.Sequential([keras.Input(shape=(2,)), keras.layers.Dense(1)])
    model.compile(optimizer=keras.optimizers.Adam(0.05), loss="mse")
    model.fit(X, y, epochs=60, batch_size=32, verbose=0)
    ref = reference(rows)
    same = np.allclose(X, ref, rtol=1e-6, atol=1e-6, equal_nan=False)
    A = np.c_[ref.astype("float64"), np.ones(len(ref))]
    coef, *_ = np.linalg.lstsq(A, y.astype("float64"), rcond=None)
    best = float(np.mean((A @ coef - y) ** 2))
    mse = float(model.evaluate(X, y, verbose=0))
    ok = same and math.isfinite(mse) and mse <= best * 1.05 + 1e-4
    emit(ok, f"matrix equals the value-by-value reference: {same}; model mse {mse:.5f} vs least-squares "
             f"optimum {best:.5f} (needed <= 1.05x)")


if __name__ == "__main__":
    main()
