"""A prediction script that creates a new scaler instead of reusing the fitted one.

The training step fits StandardScaler + LogisticRegression and saves the model with
joblib. The prediction step loads the model but builds a fresh StandardScaler() to
prepare the new rows: an unfitted transformer, so transform() raises NotFittedError.

Reference: the predictions and probabilities computed in the training process, in
memory, with the scaler and model it fitted, for the same new rows (compared exactly
for labels and to 1e-12 for probabilities).

Usage: python new_instance_at_predict_time.py [--remedy ID]
"""

from pathlib import Path

import joblib
import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

from _common import parse_remedy, report

REMEDIES = ("persist-the-fitted-pipeline", "fit-transform-on-new-data")
HERE = Path(__file__).resolve().parent


def data():
    rng = np.random.default_rng(14)
    X = np.column_stack([rng.normal(50, 10, 300), rng.normal(0.5, 0.1, 300)])
    y = (0.08 * (X[:, 0] - 50) + 12 * (X[:, 1] - 0.5) + rng.normal(0, 0.5, 300) > 0).astype(int)
    new = np.array([[62.0, 0.41], [45.0, 0.58], [51.0, 0.50], [70.0, 0.30], [38.0, 0.66]])
    return X, y, new


def train(remedy):
    X, y, new = data()
    scaler = StandardScaler().fit(X)
    model = LogisticRegression().fit(scaler.transform(X), y)
    if remedy == "persist-the-fitted-pipeline":
        joblib.dump(make_pipeline(scaler, model), HERE / "pipeline.joblib")
    else:
        joblib.dump(model, HERE / "model.joblib")  # the scaler is not saved
    Xn = scaler.transform(new)
    return model.predict(Xn), model.predict_proba(Xn)[:, 1]


def predict(remedy, new):
    if remedy == "persist-the-fitted-pipeline":
        pipe = joblib.load(HERE / "pipeline.joblib")
        return pipe.predict(new), pipe.predict_proba(new)[:, 1]
    model = joblib.load(HERE / "model.joblib")
    scaler = StandardScaler()
    if remedy == "fit-transform-on-new-data":
        Xn = scaler.fit_transform(new)  # statistics of these five rows, not of the training data
    else:
        Xn = scaler.transform(new)
    return model.predict(Xn), model.predict_proba(Xn)[:, 1]


def main():
    remedy = parse_remedy(REMEDIES)
    want_labels, want_proba = train(remedy)
    _, _, new = data()
    labels, proba = predict(remedy, new)
    ok = bool(np.array_equal(labels, want_labels) and np.allclose(proba, want_proba, atol=1e-12, rtol=0))
    report(ok, f"probabilities {np.round(proba, 3).tolist()}, training process {np.round(want_proba, 3).tolist()}")


if __name__ == "__main__":
    main()
