"""`from sklearn.metrics import plot_confusion_matrix` (removed in scikit-learn 1.2).

plot_confusion_matrix, plot_roc_curve and plot_precision_recall_curve were deprecated in
1.0 and removed in 1.2; the Display classes' from_estimator / from_predictions replace them.

Reference: the 2x2 confusion matrix counted with a Python loop over (true, predicted)
pairs must equal the matrix the display holds (disp.confusion_matrix); the figure is
saved with the Agg backend.

Usage: python plot_functions_removed.py [--remedy ID]
"""

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
from sklearn.linear_model import LogisticRegression  # noqa: E402

from _common import parse_remedy, report  # noqa: E402

REMEDIES = ("use-display-from-estimator",)


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(19)
    X = rng.normal(size=(120, 2))
    y = (X[:, 0] + 0.3 * rng.normal(size=120) > 0).astype(int)
    clf = LogisticRegression().fit(X[:80], y[:80])
    X_test, y_test = X[80:], y[80:]

    if remedy == "use-display-from-estimator":
        from sklearn.metrics import ConfusionMatrixDisplay
        disp = ConfusionMatrixDisplay.from_estimator(clf, X_test, y_test)
    else:
        from sklearn.metrics import plot_confusion_matrix
        disp = plot_confusion_matrix(clf, X_test, y_test)
    disp.figure_.savefig(Path(__file__).resolve().parent / "confusion.png")
    plt.close("all")

    pred = clf.predict(X_test)
    want = [[0, 0], [0, 0]]
    for t, p in zip(y_test.tolist(), pred.tolist()):
        want[t][p] += 1
    ok = disp.confusion_matrix.tolist() == want
    report(ok, f"matrix {disp.confusion_matrix.tolist()}, counted {want}")


if __name__ == "__main__":
    main()
