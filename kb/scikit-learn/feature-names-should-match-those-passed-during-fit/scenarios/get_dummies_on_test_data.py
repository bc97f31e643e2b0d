"""pd.get_dummies run separately on the training and the test data.

The training data has colors blue, green and red, so get_dummies makes color_blue,
color_green and color_red. The test batch only has blue and a new color, purple, so its
dummies are color_blue and color_purple. Predicting raises ValueError: The feature names
should match those that were passed during fit, listing the names unseen at fit time and
the names now missing.

Reference: predictions computed by hand from the fitted coef_ and intercept_ on an
encoding written out explicitly: one indicator per training color, all zero for a color
the training data never had.

Usage: python get_dummies_on_test_data.py [--remedy ID]
"""

import numpy as np
import pandas as pd
from sklearn.compose import make_column_transformer
from sklearn.linear_model import LogisticRegression
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import OneHotEncoder

from _common import parse_remedy, report

REMEDIES = ("onehotencoder-in-pipeline", "reindex-to-fit-columns", "strip-names-with-values")
COLORS = ["blue", "green", "red"]


def hand_encode(df):
    onehot = np.array([[1.0 if c == k else 0.0 for k in COLORS] for c in df["color"]])
    return np.column_stack([df["size"].to_numpy(float), onehot])


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(2)
    n = 300
    train = pd.DataFrame({"size": rng.uniform(0, 10, n), "color": rng.choice(COLORS, n)})
    y = ((train["size"] > 5) ^ (train["color"] == "red")).astype(int)
    test = pd.DataFrame({"size": [1.0, 7.5, 3.0, 9.0, 6.0],
                         "color": ["blue", "purple", "blue", "purple", "blue"]})

    if remedy == "onehotencoder-in-pipeline":
        model = make_pipeline(
            make_column_transformer((OneHotEncoder(handle_unknown="ignore"), ["color"]), remainder="passthrough"),
            LogisticRegression(max_iter=1000)).fit(train, y)
        pred = model.predict(test)
        clf = model[-1]
        # the column transformer puts the encoded colors first, then the passthrough size
        Z = hand_encode(test)[:, [1, 2, 3, 0]]
    else:
        X_train = pd.get_dummies(train, columns=["color"])  # size, color_blue, color_green, color_red
        clf = LogisticRegression(max_iter=1000).fit(X_train, y)
        X_test = pd.get_dummies(test, columns=["color"])  # size, color_blue, color_purple
        if remedy == "reindex-to-fit-columns":
            X_test = X_test.reindex(columns=clf.feature_names_in_, fill_value=0)
        elif remedy == "strip-names-with-values":
            X_test = X_test.values
        pred = clf.predict(X_test)
        Z = hand_encode(test)

    ref = (Z @ clf.coef_.ravel() + clf.intercept_[0] > 0).astype(int)
    agree = int((np.asarray(pred) == ref).sum())
    report(agree == len(ref), f"{agree}/{len(ref)} predictions equal the hand-encoded reference; pred {list(map(int, pred))}")


if __name__ == "__main__":
    main()
