"""Rows with missing values dropped from the features but not from the labels.

Some feature rows contain NaN; the code keeps X = X[~np.isnan(X).any(axis=1)] and forgets y, so x
has fewer samples than y and fit raises "Data cardinality is ambiguous".

Remedies:
  filter-features-and-labels-together   one mask for both: X[keep], y[keep]
  truncate-to-shorter                   y[:len(X)] (dead end: labels shift against their rows)

Check: accuracy >= 0.9 on clean, correctly paired held-out data.
"""

import numpy as np

from _common import emit, fit_and_score, parse_remedy, seed, separable

REMEDIES = ("filter-features-and-labels-together", "truncate-to-shorter")


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    X, y = separable(n=500)
    X_eval, y_eval = X[400:], y[400:]
    X, y = X[:400].copy(), y[:400]
    X[np.random.default_rng(2).random(400) < 0.2, 1] = np.nan     # a fifth of the rows lack a value
    keep = ~np.isnan(X).any(axis=1)
    X_fit, y_fit = X[keep], y
    if remedy == "filter-features-and-labels-together":
        y_fit = y[keep]
    elif remedy == "truncate-to-shorter":
        y_fit = y[:len(X_fit)]
    acc = fit_and_score(X_fit, y_fit, X_eval, y_eval)
    emit(acc >= 0.9, f"held-out accuracy {acc:.3f} (needed >= 0.9)")


if __name__ == "__main__":
    main()
