"""`from sklearn.datasets import load_boston` (removed in scikit-learn 1.2).

The Boston housing loader was deprecated in 1.0 and removed in 1.2 for the ethical
problem its error message describes. A tutorial that starts with it fails at the import.

Reference: least squares with numpy.linalg.lstsq on the loaded data; the fitted
LinearRegression's coefficients must match to 1e-8.

Usage: python removed_dataset_loader.py [--remedy ID]
"""

import numpy as np
from sklearn.linear_model import LinearRegression

from _common import lstsq_fit, parse_remedy, report

REMEDIES = ("use-another-bundled-dataset",)


def main():
    remedy = parse_remedy(REMEDIES)
    if remedy == "use-another-bundled-dataset":
        from sklearn.datasets import load_diabetes  # ships with scikit-learn: no download
        X, y = load_diabetes(return_X_y=True)
    else:
        from sklearn.datasets import load_boston
        X, y = load_boston(return_X_y=True)
    model = LinearRegression().fit(X, y)
    coef, intercept = lstsq_fit(X, y)
    ok = bool(np.allclose(model.coef_, coef, atol=1e-8) and abs(model.intercept_ - intercept) < 1e-8)
    report(ok, f"{X.shape[0]} samples x {X.shape[1]} features (a different dataset from Boston); "
               f"coefficients match least squares: {ok}")


if __name__ == "__main__":
    main()
