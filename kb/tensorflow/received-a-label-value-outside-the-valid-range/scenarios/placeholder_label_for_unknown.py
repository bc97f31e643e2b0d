"""Samples without a class carry a placeholder label (-1) and go into training as they are.

A quarter of the samples are unlabeled and marked -1 (the same happens with 255 "void" pixels in
segmentation masks). sparse_categorical_crossentropy fails on the first batch that holds one:
"Received a label value of -1 which is outside the valid range of [0, 3)".

Remedies:
  drop-unlabeled-samples   train on the samples whose label is a class (y >= 0)
  clip-labels-into-range   np.clip(y, 0, N - 1) (dead end: the unlabeled samples become class 0)

Check: accuracy >= 0.9 on the labeled samples, whose true classes are known.
"""

import numpy as np

from _common import CLASSES, emit, parse_remedy, predicted, seed, separable, train

REMEDIES = ("drop-unlabeled-samples", "clip-labels-into-range")


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    x, y_true = separable(n=400)
    y = y_true.copy()
    unlabeled = np.random.default_rng(7).random(len(y)) < 0.25
    y[unlabeled] = -1
    if remedy == "drop-unlabeled-samples":
        keep = y >= 0
        model = train(x[keep], y[keep], CLASSES)
    elif remedy == "clip-labels-into-range":
        model = train(x, np.clip(y, 0, CLASSES - 1), CLASSES)
    else:
        model = train(x, y, CLASSES)
    labeled = ~unlabeled
    acc = float((predicted(model, x[labeled]) == y_true[labeled]).mean())
    emit(acc >= 0.9, f"accuracy on the labeled samples {acc:.3f} (needed >= 0.9)")


if __name__ == "__main__":
    main()
