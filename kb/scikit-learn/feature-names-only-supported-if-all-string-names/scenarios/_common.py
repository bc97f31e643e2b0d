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


def check_against_unnamed_fit(model, X, y, X_new, require_names=True):
    """The model's predictions equal those of the same estimator fitted on the bare NumPy
    values (names do not change the arithmetic), and (require_names) it kept string
    feature names."""
    import numpy as np
    from sklearn.base import clone

    ref = clone(model).fit(np.asarray(X, dtype=float), y).predict_proba(np.asarray(X_new, dtype=float))
    got = model.predict_proba(X_new)
    names = getattr(model, "feature_names_in_", None)
    same = bool(np.allclose(got, ref, rtol=0, atol=1e-12))
    named = names is not None and all(isinstance(n, str) for n in names)
    return same and (named or not require_names), (f"probabilities equal to the unnamed fit: {same}; feature_names_in_: "
                            f"{None if names is None else list(names)}")
