"""`from sklearn.preprocessing import Imputer` in code written for scikit-learn 0.19-0.21.

preprocessing.Imputer was deprecated in 0.20 and removed in 0.22; impute.SimpleImputer
replaces it (missing_values=np.nan, strategy="mean"; it works on columns only, so the old
axis argument is gone).

Reference: column means over the non-missing values computed with a Python loop, filled in
by hand; compared to 1e-12.

Usage: python imputer_removed.py [--remedy ID]
"""

import numpy as np

from _common import parse_remedy, report

REMEDIES = ("use-simple-imputer",)


def main():
    remedy = parse_remedy(REMEDIES)
    X = np.array([[1.0, 2.0], [np.nan, 3.0], [7.0, np.nan], [4.0, 5.0]])
    if remedy == "use-simple-imputer":
        from sklearn.impute import SimpleImputer
        filled = SimpleImputer(missing_values=np.nan, strategy="mean").fit_transform(X)
    else:
        from sklearn.preprocessing import Imputer
        filled = Imputer(missing_values="NaN", strategy="mean", axis=0).fit_transform(X)

    want = X.copy()
    for j in range(X.shape[1]):
        vals = [v for v in X[:, j] if v == v]
        mean = sum(vals) / len(vals)
        for i in range(X.shape[0]):
            if want[i, j] != want[i, j]:
                want[i, j] = mean
    ok = bool(np.allclose(filled, want, atol=1e-12, rtol=0))
    report(ok, f"filled {filled.tolist()}, expected {want.tolist()}")


if __name__ == "__main__":
    main()
