"""The prediction leaves TensorFlow inside the tape: .numpy(), then tf ops on the NumPy array.

Inside the tape the prediction is turned into a NumPy array (``model(X).numpy()``, for example to
clip or post-process it) and the loss is computed from that array with tf ops. The tf ops make a
new tensor from the array with no history back to the weights, so every gradient is None and
``apply_gradients`` raises "No gradients provided for any variable". (With the loss left as a
NumPy number, ``tape.gradient`` fails earlier with "AttributeError: 'numpy.float32' object has no
attribute '_id'".)

Remedies:
  keep-the-loss-in-tensorflow  the same formula on the tensor itself, no .numpy()

Check: after 20 full-batch SGD steps the weights equal a float64 NumPy gradient-descent reference.
"""

import tensorflow as tf
from tensorflow import keras

from _common import LR, STEPS, check_against_reference, logistic_data, logistic_model, parse_remedy, seed

REMEDIES = ("keep-the-loss-in-tensorflow",)


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    X, y = logistic_data()
    model = logistic_model()
    opt = keras.optimizers.SGD(LR)
    for _ in range(STEPS):
        with tf.GradientTape() as tape:
            if remedy == "keep-the-loss-in-tensorflow":
                p = model(X, training=True)[:, 0]
            else:
                p = model(X, training=True).numpy()[:, 0]
            loss = -tf.reduce_mean(y * tf.math.log(p) + (1 - y) * tf.math.log(1 - p))
        grads = tape.gradient(loss, model.trainable_variables)
        opt.apply_gradients(zip(grads, model.trainable_variables))
    check_against_reference(model, X, y)


if __name__ == "__main__":
    main()
