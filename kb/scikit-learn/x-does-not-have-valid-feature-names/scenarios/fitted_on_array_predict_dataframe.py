"""A model fitted on a scaler's NumPy output is given the raw DataFrame at predict time.

StandardScaler and LogisticRegression are fitted one after the other by hand: the scaler
returns a NumPy array, so the model is fitted without feature names. At predict time the
code passes the test DataFrame straight to the model and forgets the scaler. scikit-learn
warns that X has feature names but the model was fitted without them; that warning is
the only sign that the scaling step is missing. The program turns the UserWarning into an
error, as `python -W error` or pytest's `filterwarnings = error` do.

Reference: the predictions computed by hand: the test rows standardized with the
training mean and standard deviation (NumPy, ddof=0), then coef_ and intercept_.

Usage: python fitted_on_array_predict_dataframe.py [--remedy ID]
"""

import warnings

import numpy as np
import pandas as pd
from sklearn.linear_model import LogisticRegression
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

from _common import parse_remedy, report

REMEDIES = ("use-a-pipeline", "silence-the-warning")


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(1)
    n = 400
    df = pd.DataFrame({"temp_c": rng.normal(20, 8, n), "pressure_hpa": rng.normal(1013, 12, n),
                       "humidity": rng.uniform(10, 100, n)})
    y = ((df["temp_c"] - 20) / 8 - (df["pressure_hpa"] - 1013) / 12 + rng.normal(0, 0.5, n) > 0).astype(int)
    train, test = df.iloc[:300], df.iloc[300:]
    y_train = y.iloc[:300]

    warnings.simplefilter("error", UserWarning)
    if remedy == "use-a-pipeline":
        model = make_pipeline(StandardScaler(), LogisticRegression()).fit(train, y_train)
        pred = model.predict(test)
        clf = model[-1]
    else:
        scaler = StandardScaler().fit(train)
        clf = LogisticRegression().fit(scaler.transform(train), y_train)
        if remedy == "silence-the-warning":
            with warnings.catch_warnings():
                warnings.filterwarnings("ignore", message="X has feature names")
                pred = clf.predict(test)
        else:
            pred = clf.predict(test)  # the scaler step is forgotten

    tr = train.to_numpy()
    z = (test.to_numpy() - tr.mean(axis=0)) / tr.std(axis=0)
    ref = (z @ clf.coef_.ravel() + clf.intercept_[0] > 0).astype(int)
    agree = int((pred == ref).sum())
    report(agree == len(ref), f"{agree}/{len(ref)} predictions equal the hand-standardized reference")


if __name__ == "__main__":
    main()
