"""An optimizer created with lr= under Keras 3 (TensorFlow 2.16+).

Keras 2 accepted the old ``lr`` name next to ``learning_rate``; Keras 3 does not:
"ValueError: Argument(s) not recognized: {'lr': 0.1}". Keras 2.15 accepts it, so the error is
absent there.

Remedies:
  learning-rate-keyword   SGD(learning_rate=0.1)
  drop-the-lr-argument    SGD() (dead end: trains with the default 0.01)

Check: after one full-batch SGD step from zero weights on a linear least-squares problem, the
weights equal w = -0.1 * grad, grad = 2/n X^T (X w0 + b0 - y), computed in NumPy (float64).
"""

import numpy as np

from _common import emit, parse_remedy, seed

REMEDIES = ("learning-rate-keyword", "drop-the-lr-argument")
LR = 0.1


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    from tensorflow import keras

    rng = np.random.default_rng(0)
    X = rng.normal(size=(64, 3)).astype("float32")
    y = (X @ np.array([1.0, -1.0, 2.0]) + 0.5).astype("float32")
    if remedy == "learning-rate-keyword":
        opt = keras.optimizers.SGD(learning_rate=LR)
    elif remedy == "drop-the-lr-argument":
        opt = keras.optimizers.SGD()
    else:
        opt = keras.optimizers.SGD(lr=LR)
    model = keras.Sequential([keras.Input(shape=(3,)), keras.layers.Dense(1, kernel_initializer="zeros")])
    model.compile(optimizer=opt, loss="mse")
    model.fit(X, y, epochs=1, batch_size=len(X), shuffle=False, verbose=0)
    X64, y64 = X.astype("float64"), y.astype("float64")
    resid = -y64                                         # prediction is 0 with zero weights
    want_w = -LR * 2 / len(X64) * X64.T @ resid
    want_b = -LR * 2 * float(np.mean(resid))
    w, b = (np.asarray(v, dtype="float64") for v in model.get_weights())
    err = max(float(np.max(np.abs(w.ravel() - want_w))), abs(float(b[0]) - want_b))
    emit(err <= 1e-5, f"weights after one step differ from -{LR} * gradient by {err:.2e} (needed <= 1e-5)")


if __name__ == "__main__":
    main()
