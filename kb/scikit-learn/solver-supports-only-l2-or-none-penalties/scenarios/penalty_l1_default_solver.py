"""LogisticRegression(penalty="l1") with the default solver.

Since scikit-learn 0.22 the default solver is lbfgs, which handles only the L2 penalty (or
none), so fit raises ValueError: Solver lbfgs supports only 'l2' or None penalties, got l1
penalty. The goal is a sparse, L1-regularized model.

Reference: the optimality conditions of the L1-penalized problem checked by hand on the
fitted coefficients (largest violation below 1e-2 for C=0.1), and how many coefficients
are exactly zero.

Usage: python penalty_l1_default_solver.py [--remedy ID]
"""

import warnings

from sklearn.linear_model import LogisticRegression

from _common import l1_kkt_violation, parse_remedy, report, sparse_problem

REMEDIES = ("use-liblinear-or-saga", "use-l1-ratio-with-saga", "drop-the-penalty-argument")


def main():
    remedy = parse_remedy(REMEDIES)
    X, y = sparse_problem()
    warnings.simplefilter("ignore", FutureWarning)  # scikit-learn >= 1.8 deprecates `penalty`
    if remedy == "use-liblinear-or-saga":
        model = LogisticRegression(penalty="l1", solver="liblinear", C=0.1).fit(X, y)
        viol, zeros = l1_kkt_violation(model, X, y, penalize_intercept=True)
    elif remedy == "use-l1-ratio-with-saga":
        import sklearn
        major, minor = (int(v) for v in sklearn.__version__.split(".")[:2])
        if (major, minor) >= (1, 8):
            model = LogisticRegression(solver="saga", l1_ratio=1.0, C=0.1, max_iter=5000).fit(X, y)
        else:  # before 1.8 l1_ratio is read only with penalty="elasticnet"
            model = LogisticRegression(penalty="elasticnet", solver="saga", l1_ratio=1.0, C=0.1,
                                       max_iter=5000).fit(X, y)
        viol, zeros = l1_kkt_violation(model, X, y, penalize_intercept=False)
    elif remedy == "drop-the-penalty-argument":
        model = LogisticRegression(C=0.1).fit(X, y)  # runs: plain L2
        viol, zeros = l1_kkt_violation(model, X, y, penalize_intercept=False)
    else:
        model = LogisticRegression(penalty="l1", C=0.1).fit(X, y)
        viol, zeros = l1_kkt_violation(model, X, y, penalize_intercept=False)
    report(viol < 1e-2, f"largest L1 optimality violation {viol:.2e} (threshold 1e-2); "
                        f"{zeros} of {X.shape[1]} coefficients exactly zero")


if __name__ == "__main__":
    main()
