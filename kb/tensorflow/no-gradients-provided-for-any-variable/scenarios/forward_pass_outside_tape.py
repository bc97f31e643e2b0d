"""Custom training loop: the forward pass runs before the GradientTape is opened.

``pred = model(X)`` is computed outside ``with tf.GradientTape() as tape:``, only the loss inside,
so the tape never saw the operations that connect the weights to the loss; ``tape.gradient``
returns None for every variable and ``optimizer.apply_gradients`` raises "No gradients provided
for any variable" (Keras 2 lists the variables; Keras 3 prints the bare sentence).

Remedies:
  forward-pass-inside-tape   compute pred = model(X) inside the tape
  watch-the-variables        tape.watch(model.trainable_variables) with the forward pass still outside (dead end)

Check: after 20 full-batch SGD steps the weights equal a float64 NumPy gradient-descent reference.
"""

import tensorflow as tf
from tensorflow import keras

from _common import LR, STEPS, check_against_reference, logistic_data, logistic_model, parse_remedy, seed

REMEDIES = ("forward-pass-inside-tape", "watch-the-variables")


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    X, y = logistic_data()
    model = logistic_model()
    opt = keras.optimizers.SGD(LR)
    bce = keras.losses.BinaryCrossentropy()
    for _ in range(STEPS):
        if remedy == "forward-pass-inside-tape":
            with tf.GradientTape() as tape:
                pred = model(X, training=True)
                loss = bce(y[:, None], pred)
        else:
            pred = model(X, training=True)
            with tf.GradientTape() as tape:
                if remedy == "watch-the-variables":
                    tape.watch(model.trainable_variables)
                loss = bce(y[:, None], pred)
        grads = tape.gradient(loss, model.trainable_variables)
        opt.apply_gradients(zip(grads, model.trainable_variables))
    check_against_reference(model, X, y)


if __name__ == "__main__":
    main()
