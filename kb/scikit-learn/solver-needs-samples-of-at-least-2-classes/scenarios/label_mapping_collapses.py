"""A label derived with a comparison that matches no row.

The churn column holds "yes"/"no" in lower case (with stray spaces), and the code builds
the target with df["churn"] == "Yes", which is False everywhere. SGDClassifier.fit raises
ValueError: The number of classes has to be greater than one; got 1 class (LogisticRegression
words it "This solver needs samples of at least 2 classes ...").

Reference: the number of churned customers counted by hand from the raw strings, and
held-out accuracy of at least 0.95 against the rule that generated the labels.

Usage: python label_mapping_collapses.py [--remedy ID]
"""

import numpy as np
import pandas as pd
from sklearn.linear_model import SGDClassifier
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from sklearn.model_selection import train_test_split

from _common import parse_remedy, report

REMEDIES = ("normalize-labels",)


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(1)
    n = 400
    tenure = rng.uniform(0, 60, n)
    calls = rng.uniform(0, 10, n)
    churned = (calls / 10 - tenure / 60 > 0).astype(bool)
    raw = np.where(churned, rng.choice(["yes", "yes ", " yes"], n), rng.choice(["no", "no "], n))
    df = pd.DataFrame({"tenure": tenure, "calls": calls, "churn": raw})

    if remedy == "normalize-labels":
        y = df["churn"].str.strip().str.lower() == "yes"
    else:
        y = df["churn"] == "Yes"

    X = df[["tenure", "calls"]]
    X_tr, X_te, y_tr, y_te = train_test_split(X, y, test_size=0.3, stratify=churned, random_state=0)
    model = make_pipeline(StandardScaler(), SGDClassifier(random_state=0)).fit(X_tr, y_tr)
    by_hand = sum(1 for v in raw if v.strip() == "yes")
    acc = float((model.predict(X_te) == churned[X_te.index]).mean())
    ok = int(y.sum()) == by_hand and acc >= 0.95
    report(ok, f"{int(y.sum())} positive labels (counted by hand: {by_hand}); held-out accuracy {acc:.3f} (threshold 0.95)")


if __name__ == "__main__":
    main()
