"""A tf.* function applied to a symbolic Keras tensor while building a Functional model.

Keras 2 turned tf.nn.softmax(x) on a Keras tensor into an automatic layer (TFOpLambda); Keras 3
(TensorFlow 2.16+) does not: "ValueError: A KerasTensor cannot be used as input to a TensorFlow
function. A KerasTensor is a symbolic placeholder for a shape and dtype ...". Absent on Keras 2.15.

Remedies:
  use-keras-ops            keras.ops.softmax / keras.ops.sum, which accept symbolic tensors
  wrap-in-a-layer          a small Layer subclass whose call() runs the tf functions
  lambda-layer             keras.layers.Lambda(lambda t: ...) around the tf functions
  convert-to-tensor-first  tf.convert_to_tensor(x) before the tf function (dead end)

Check: the model's output equals a NumPy computation of the same formula with the model's weights
(softmax of the Dense output, times the row sum of the input), within 1e-5.
"""

import numpy as np

from _common import emit, parse_remedy, seed

REMEDIES = ("use-keras-ops", "wrap-in-a-layer", "lambda-layer", "convert-to-tensor-first")


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    import tensorflow as tf
    from tensorflow import keras

    inp = keras.Input(shape=(4,))
    logits = keras.layers.Dense(3)(inp)

    def formula(t, x):                       # softmax(t) scaled by the row sum of the input
        return tf.nn.softmax(t, axis=-1) * tf.reduce_sum(x, axis=-1, keepdims=True)

    if remedy == "use-keras-ops":
        out = keras.ops.softmax(logits, axis=-1) * keras.ops.sum(inp, axis=-1, keepdims=True)
    elif remedy == "wrap-in-a-layer":
        class Formula(keras.layers.Layer):
            def call(self, t, x):
                return formula(t, x)
        out = Formula()(logits, inp)
    elif remedy == "lambda-layer":
        out = keras.layers.Lambda(lambda ts: formula(ts[0], ts[1]))([logits, inp])
    elif remedy == "convert-to-tensor-first":
        out = formula(tf.convert_to_tensor(logits), tf.convert_to_tensor(inp))
    else:
        out = formula(logits, inp)
    model = keras.Model(inp, out)
    x = np.random.default_rng(0).normal(size=(8, 4)).astype("float32")
    w, b = model.layers[1].get_weights()
    z = x.astype("float64") @ w + b
    e = np.exp(z - z.max(axis=1, keepdims=True))
    want = e / e.sum(axis=1, keepdims=True) * x.sum(axis=1, keepdims=True)
    got = np.asarray(model.predict(x, verbose=0), dtype="float64")
    err = float(np.max(np.abs(got - want)))
    emit(err <= 1e-5, f"max |model output - NumPy formula| = {err:.2e} (needed <= 1e-5)")


if __name__ == "__main__":
    main()
