"""The output layer has fewer units than there are classes.

A 10-class problem, but the last layer was copied from a 9-class model (or sized from a split that
lacks the highest class): Dense(9). The first batch with label 9 fails: "Received a label value of
9 which is outside the valid range of [0, 9)".

Remedies:
  units-from-the-label-set   Dense(number of classes), counted over all labels: int(y.max()) + 1

Check: training accuracy >= 0.9 on separable 10-class data.
"""

from _common import emit, parse_remedy, predicted, seed, separable, train

REMEDIES = ("units-from-the-label-set",)


def main():
    remedy = parse_remedy(REMEDIES)
    seed()
    x, y = separable(n=600, classes=10)
    units = 9
    if remedy == "units-from-the-label-set":
        units = int(y.max()) + 1
    model = train(x, y, units, epochs=60)
    acc = float((predicted(model, x) == y).mean())
    emit(acc >= 0.9, f"training accuracy {acc:.3f} with {units} output units (needed >= 0.9)")


if __name__ == "__main__":
    main()
