"""LogisticRegression with lbfgs on features of very different scales.

Features range from about 1 to about 10000. With the default max_iter=100, lbfgs stops
before it reaches the optimum and scikit-learn emits ConvergenceWarning. The program runs
with warnings turned into errors, as a test suite configured with pytest's
`filterwarnings = error` (or `python -W error`) does, so the warning ends the run.

Reference: the optimality condition of the fitted problem, computed by hand. For the L2
penalized logistic loss the gradient X^T (p - y) + w / C (and sum(p - y) for the
intercept) must vanish at the solution; the check requires max |gradient| / n_samples
below 1e-3 on the features the estimator saw. A stopped, unconverged fit fails it.

Usage: python unscaled_features.py [--remedy ID]
"""

import warnings

import numpy as np
from sklearn.exceptions import ConvergenceWarning
from sklearn.linear_model import LogisticRegression
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

from _common import parse_remedy, report

REMEDIES = ("scale-the-features", "raise-max-iter", "silence-the-warning")


def gradient_norm(model, Xf, y):
    w, b = model.coef_.ravel(), model.intercept_[0]
    p = 1.0 / (1.0 + np.exp(-(Xf @ w + b)))
    g = np.r_[Xf.T @ (p - y) + w / model.C, np.sum(p - y)]
    return float(np.max(np.abs(g)) / len(y))


def main():
    remedy = parse_remedy(REMEDIES)
    warnings.simplefilter("error", ConvergenceWarning)
    rng = np.random.default_rng(0)
    X = rng.normal(size=(300, 5)) * np.array([1, 10, 100, 1000, 10000])
    y = (X[:, 0] + X[:, 1] / 10 + rng.normal(0, 0.5, 300) > 0).astype(int)

    if remedy == "scale-the-features":
        pipe = make_pipeline(StandardScaler(), LogisticRegression()).fit(X, y)
        model, Xf = pipe[-1], pipe[0].transform(X)
    elif remedy == "raise-max-iter":
        model, Xf = LogisticRegression(max_iter=10000).fit(X, y), X
    elif remedy == "silence-the-warning":
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", category=ConvergenceWarning)
            model, Xf = LogisticRegression().fit(X, y), X
    else:
        model, Xf = LogisticRegression().fit(X, y), X

    g = gradient_norm(model, Xf, y)
    report(g < 1e-3, f"max |gradient| / n = {g:.3g} after {int(model.n_iter_[0])} iterations (threshold 1e-3)")


if __name__ == "__main__":
    main()
