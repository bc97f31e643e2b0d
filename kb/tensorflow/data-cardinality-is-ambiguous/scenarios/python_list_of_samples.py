"""The features passed to fit as a Python list of per-sample arrays.

Images or feature vectors collected in a loop end up in a list: X = [sample_0, sample_1, ...].
Keras reads a list as several model inputs, one per element, so it reports one size per sample:
"Data cardinality is ambiguous: x sizes: 4, 4, 4, ... y sizes: 300".

Remedies:
  stack-into-one-array   X = np.stack(samples) (or np.array): one array of shape (samples, features)

Check: accuracy >= 0.9 on correctly paired held-out data.
"""

import numpy as np

from _common import emit, fit_and_score, parse_remedy, seed, separable

REMEDIES = ("stack-into-one-array",)


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    X, y = separable(n=400)
    samples = [row for row in X[:300]]            # collected one by one in a loop
    X_fit = samples
    if remedy == "stack-into-one-array":
        X_fit = np.stack(samples)
    acc = fit_and_score(X_fit, y[:300], X[300:], y[300:])
    emit(acc >= 0.9, f"held-out accuracy {acc:.3f} (needed >= 0.9)")


if __name__ == "__main__":
    main()
