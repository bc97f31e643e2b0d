"""Two tables joined side by side with pd.concat(axis=1); one index has a repeated label.

Per-gene results of two assays are put next to each other with
``pd.concat([expr, pval], axis=1)``. The expression table lists gene "TP53" twice (the
same record exported twice), so pandas cannot align the rows and raises
``pandas.errors.InvalidIndexError: Reindexing only valid with uniquely valued Index
objects``.

Intended semantics: one row per gene; a repeated export of the same record counts once.

Check: the joined rows equal those built from plain Python dicts.

Remedies:
  drop-duplicate-labels   expr = expr[~expr.index.duplicated(keep="first")] before concat
  reset-index-and-concat  reset_index(drop=True) on both (dead end: aligns by position)

Usage: python concat_side_by_side_duplicate_index.py [--remedy ID]
"""

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("drop-duplicate-labels", "reset-index-and-concat")

EXPR = [("BRCA1", 5.2), ("TP53", 8.1), ("TP53", 8.1), ("EGFR", 3.3)]
PVAL = [("BRCA1", 0.01), ("EGFR", 0.2), ("TP53", 0.03)]


def main():
    remedy = parse_remedy(REMEDIES)
    expr = pd.DataFrame([v for _, v in EXPR], index=[g for g, _ in EXPR], columns=["expr"])
    pval = pd.DataFrame([v for _, v in PVAL], index=[g for g, _ in PVAL], columns=["pval"])
    if remedy == "drop-duplicate-labels":
        expr = expr[~expr.index.duplicated(keep="first")]
        both = pd.concat([expr, pval], axis=1)
    elif remedy == "reset-index-and-concat":
        both = pd.concat([expr.reset_index(drop=True), pval.reset_index(drop=True)], axis=1)
        both.index = expr.index[: len(both)]
    else:
        both = pd.concat([expr, pval], axis=1)
    e, p = dict(EXPR), dict(PVAL)
    want = sorted((g, e[g], p[g]) for g in e)
    got = sorted((g, float(r["expr"]), float(r["pval"])) for g, r in both.iterrows())
    check(got == want, f"{got}, expected {want}")


if __name__ == "__main__":
    main()
