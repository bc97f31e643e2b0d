"""Predicting with the estimator object that was handed to GridSearchCV.

GridSearchCV (like cross_val_score and cross_validate) fits clones of the estimator it
is given; the original object is never fitted. Calling predict on it raises NotFittedError.

Reference: a new LogisticRegression with the best parameters found, fitted explicitly on
the full training data; its test predictions and probabilities must be equal.

Usage: python model_fitted_by_search.py [--remedy ID]
"""

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import GridSearchCV, train_test_split

from _common import parse_remedy, report

REMEDIES = ("use-the-fitted-search-result",)


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(15)
    X = rng.normal(size=(240, 4))
    y = (X @ np.array([1.0, -2.0, 0.5, 0.0]) + rng.normal(0, 0.7, 240) > 0).astype(int)
    X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.25, random_state=0)

    model = LogisticRegression()
    search = GridSearchCV(model, {"C": [0.01, 0.1, 1.0, 10.0]}, cv=3).fit(X_train, y_train)
    if remedy == "use-the-fitted-search-result":
        best = search.best_estimator_  # refit on all of X_train with the best C
        pred, proba = best.predict(X_test), best.predict_proba(X_test)[:, 1]
    else:
        pred, proba = model.predict(X_test), model.predict_proba(X_test)[:, 1]

    ref = LogisticRegression(C=search.best_params_["C"]).fit(X_train, y_train)
    ok = bool(np.array_equal(pred, ref.predict(X_test))
              and np.allclose(proba, ref.predict_proba(X_test)[:, 1], atol=1e-12, rtol=0))
    report(ok, f"best C {search.best_params_['C']}; predictions equal to an explicit refit: {ok}")


if __name__ == "__main__":
    main()
