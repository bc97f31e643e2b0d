"""Own code formats every cell with DataFrame.applymap, removed in pandas 3.0.

A report turns a frame of floats into strings with one decimal using
``df.applymap(lambda x: f"{x:.1f}")``. pandas 2.1 renamed the method to
``DataFrame.map`` and deprecated ``applymap`` (FutureWarning); pandas 3.0 removed it,
so the call raises ``AttributeError: 'DataFrame' object has no attribute 'applymap'``.

Check: every cell equals the value formatted with Python's f-string.

Remedies:
  use-dataframe-map   df.map(func) (pandas 2.1 and later)
  use-apply-instead   df.apply(func) (dead end: apply passes whole columns)

Usage: python applymap_in_own_code.py [--remedy ID]
"""

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("use-dataframe-map", "use-apply-instead")

DATA = {"q1": [1.25, 3.5], "q2": [2.0, 4.75]}


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.DataFrame(DATA)
    fmt = lambda x: f"{x:.1f}"  # noqa: E731
    if remedy == "use-dataframe-map":
        out = df.map(fmt)
    elif remedy == "use-apply-instead":
        out = df.apply(fmt)
    else:
        out = df.applymap(fmt)
    want = {k: [f"{v:.1f}" for v in vals] for k, vals in DATA.items()}
    got = {k: list(out[k]) for k in out.columns}
    check(got == want, f"{got}, expected {want}")


if __name__ == "__main__":
    main()
