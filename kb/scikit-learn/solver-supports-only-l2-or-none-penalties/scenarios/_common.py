"""Shared helpers for the scenarios of this entry (argument parsing, the check line)."""

import argparse
import json
import sys


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in remedies:
        print(f"unknown remedy {r!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return r


def report(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))


def l1_kkt_violation(model, X, y, penalize_intercept):
    """Largest violation of the optimality conditions of L1-penalized logistic regression,
    computed by hand: the objective is ||w||_1 + C * sum(log-loss); at the optimum
    C * dL/dw_j = -sign(w_j) where w_j != 0, and |C * dL/dw_j| <= 1 where w_j == 0. The
    intercept is unpenalized (gradient 0) for saga, and penalized like a weight on a
    constant feature (intercept_scaling) for liblinear."""
    import numpy as np

    w, b, C = model.coef_.ravel(), float(model.intercept_[0]), model.C
    p = 1.0 / (1.0 + np.exp(-(X @ w + b)))
    g = C * (X.T @ (p - y))
    viol = [abs(gj + np.sign(wj)) if wj != 0 else max(0.0, abs(gj) - 1.0) for gj, wj in zip(g, w)]
    gb = C * float(np.sum(p - y)) * model.intercept_scaling
    if penalize_intercept:
        bb = b / model.intercept_scaling
        viol.append(abs(gb + np.sign(bb)) if bb != 0 else max(0.0, abs(gb) - 1.0))
    else:
        viol.append(abs(gb))
    return float(max(viol)), int(np.sum(w == 0))


def sparse_problem(seed=0, n=200, d=10):
    """Standardized features, only the first two informative."""
    import numpy as np

    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d))
    y = ((1.5 * X[:, 0] - 2.0 * X[:, 1] + rng.normal(0, 1.0, n)) > 0).astype(int)
    return X, y
