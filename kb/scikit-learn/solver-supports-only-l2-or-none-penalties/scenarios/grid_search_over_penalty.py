"""GridSearchCV over penalty=["l1", "l2"] with the default lbfgs solver.

Every l1 candidate fails to fit with ValueError: Solver lbfgs supports only 'l2' or None
penalties, got l1 penalty. GridSearchCV catches it (error_score=nan), warns with
FitFailedWarning, which quotes that ValueError, scores those candidates NaN and silently
picks the best l2 one. The program turns FitFailedWarning into an error, as
`python -W error` or pytest's `filterwarnings = error` do.

Reference: the intended search done by hand: for each penalty and C, the mean 5-fold
accuracy of LogisticRegression(solver="liblinear") on the same folds (cross_val_score);
the search must evaluate every candidate (no NaN) and pick the same best penalty and C.

Usage: python grid_search_over_penalty.py [--remedy ID]
"""

import warnings

import numpy as np
from sklearn.exceptions import FitFailedWarning
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import GridSearchCV, StratifiedKFold, cross_val_score

from _common import parse_remedy, report

REMEDIES = ("param-grid-per-solver", "ignore-fit-failed-warnings")
CS = [0.01, 0.1, 1.0, 10.0]


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(3)
    n, d = 120, 40
    X = rng.normal(size=(n, d))
    y = ((2.0 * X[:, 0] - 2.0 * X[:, 1] + rng.normal(0, 1.0, n)) > 0).astype(int)
    cv = StratifiedKFold(5, shuffle=True, random_state=0)
    warnings.simplefilter("ignore", FutureWarning)  # scikit-learn >= 1.8 deprecates `penalty`
    warnings.simplefilter("error", FitFailedWarning)

    if remedy == "param-grid-per-solver":
        grid = [{"solver": ["liblinear"], "penalty": ["l1", "l2"], "C": CS}]
        search = GridSearchCV(LogisticRegression(), grid, cv=cv).fit(X, y)
    elif remedy == "ignore-fit-failed-warnings":
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            search = GridSearchCV(LogisticRegression(), {"penalty": ["l1", "l2"], "C": CS}, cv=cv).fit(X, y)
    else:
        search = GridSearchCV(LogisticRegression(), {"penalty": ["l1", "l2"], "C": CS}, cv=cv).fit(X, y)

    ref = {}
    for pen in ("l1", "l2"):
        for C in CS:
            ref[(pen, C)] = cross_val_score(LogisticRegression(solver="liblinear", penalty=pen, C=C), X, y, cv=cv).mean()
    best_ref = max(ref, key=lambda k: (ref[k], k[0] == "l1"))
    scores = np.asarray(search.cv_results_["mean_test_score"], dtype=float)
    got = (search.best_params_["penalty"], search.best_params_["C"])
    nan = int(np.isnan(scores).sum())
    ok = nan == 0 and abs(search.best_score_ - ref[best_ref]) < 1e-12
    report(ok, f"{nan} of {len(scores)} candidates scored NaN; search picked {got} "
               f"(accuracy {search.best_score_:.3f}), hand-run reference best {best_ref} ({ref[best_ref]:.3f})")


if __name__ == "__main__":
    main()
