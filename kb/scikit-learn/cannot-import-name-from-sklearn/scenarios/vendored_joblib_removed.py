"""Saving a model with `from sklearn.externals import joblib`.

scikit-learn vendored joblib as sklearn.externals.joblib until 0.23 (deprecated in
0.21); the standalone joblib package, installed as a dependency of scikit-learn, is the
replacement.

Reference: the reloaded model's predictions equal the original model's, exactly.

Usage: python vendored_joblib_removed.py [--remedy ID]
"""

from pathlib import Path

import numpy as np
from sklearn.linear_model import LinearRegression

from _common import parse_remedy, report

REMEDIES = ("import-joblib-directly", "import-sklearn-externals-joblib-module")


def main():
    remedy = parse_remedy(REMEDIES)
    if remedy == "import-joblib-directly":
        import joblib
    elif remedy == "import-sklearn-externals-joblib-module":
        import sklearn.externals.joblib as joblib
    else:
        from sklearn.externals import joblib
    rng = np.random.default_rng(18)
    X = rng.normal(size=(50, 3))
    y = X @ np.array([1.0, 2.0, -1.0]) + 0.5
    model = LinearRegression().fit(X, y)
    path = Path(__file__).resolve().parent / "model.joblib"
    joblib.dump(model, path)
    again = joblib.load(path)
    ok = bool(np.array_equal(again.predict(X), model.predict(X)))
    report(ok, f"reloaded model predicts identically: {ok}")


if __name__ == "__main__":
    main()
