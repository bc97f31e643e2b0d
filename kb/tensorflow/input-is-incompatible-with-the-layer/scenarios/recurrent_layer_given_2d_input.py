"""An LSTM fed windows of shape (samples, timesteps) without a feature axis.

Recurrent layers read (batch, timesteps, features). Windows of a univariate series built as a 2-D
array (samples, 10) reach the LSTM as ndim=2. Keras 2: 'Input 0 of layer "lstm" is incompatible
with the layer: expected ndim=3, found ndim=2. Full shape received: (None, 10)'; Keras 3 adds
"with name 'None'" and quotes the layer name with single quotes.

Remedies:
  add-feature-axis   X.reshape(len(X), 10, 1): ten timesteps of one feature

Check: the LSTM learns to output the last value of its window: mean squared error < 0.05 times
the variance of the targets after 30 epochs (a model that ignores the input scores 1.0).
"""

import numpy as np

from _common import emit, parse_remedy, seed

REMEDIES = ("add-feature-axis",)
STEPS = 10


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    from tensorflow import keras

    rng = np.random.default_rng(4)
    series = np.cumsum(rng.normal(size=600)).astype("float32")
    series = (series - series.mean()) / series.std()
    X = np.stack([series[i:i + STEPS] for i in range(len(series) - STEPS)])   # (samples, 10)
    y = X[:, -1].copy()
    if remedy == "add-feature-axis":
        X = X.reshape(len(X), STEPS, 1)
    model = keras.Sequential([keras.layers.LSTM(16), keras.layers.Dense(1)])
    model.compile(optimizer=keras.optimizers.Adam(0.01), loss="mse")
    model.fit(X, y, epochs=30, batch_size=32, verbose=0)
    mse = float(model.evaluate(X, y, verbose=0))
    ratio = mse / float(np.var(y))
    emit(ratio < 0.05, f"mse / var(y) = {ratio:.4f} (needed < 0.05)")


if __name__ == "__main__":
    main()
