"""Adding columns built from a NumPy array to a DataFrame with named columns.

The measurements have string column names; PCA scores computed from another block of data
come back as a NumPy array, and pd.concat([df, pd.DataFrame(scores)], axis=1) gives them
the integer column names 0 and 1. Fitting on the mixed columns ['length', 'width', 0, 1]
raises TypeError: Feature names are only supported if all input features have string
names, but your input has ['int', 'str'] as feature name / column name types.

Reference: the predicted probabilities of the same LogisticRegression fitted on the bare
NumPy values, and string names in feature_names_in_.

Usage: python concat_unnamed_columns.py [--remedy ID]
"""

import numpy as np
import pandas as pd
from sklearn.decomposition import PCA
from sklearn.linear_model import LogisticRegression

from _common import check_against_unnamed_fit, parse_remedy, report

REMEDIES = ("convert-column-names-to-str", "name-the-new-columns", "drop-names-with-to-numpy")


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(0)
    n = 200
    df = pd.DataFrame({"length": rng.normal(5, 1, n), "width": rng.normal(2, 0.5, n)})
    spectra = rng.normal(size=(n, 12))
    scores = PCA(n_components=2, random_state=0).fit_transform(spectra)
    y = ((df["length"] - 5) + scores[:, 0] + rng.normal(0, 0.5, n) > 0).astype(int)

    if remedy == "name-the-new-columns":
        X = pd.concat([df, pd.DataFrame(scores, columns=["pc1", "pc2"])], axis=1)
    else:
        X = pd.concat([df, pd.DataFrame(scores)], axis=1)  # columns: length, width, 0, 1
    if remedy == "convert-column-names-to-str":
        X.columns = X.columns.astype(str)

    if remedy == "drop-names-with-to-numpy":
        model = LogisticRegression().fit(X.to_numpy(), y)
        X_new = X.to_numpy()[:20]
    else:
        model = LogisticRegression().fit(X, y)
        X_new = X.iloc[:20]
    names_goal = remedy != "drop-names-with-to-numpy"
    ok, detail = check_against_unnamed_fit(model, X, y, X_new, require_names=names_goal)
    if not names_goal:
        detail += " (weaker goal: a model without feature names, so predict no longer checks columns)"
    report(ok, detail)


if __name__ == "__main__":
    main()
