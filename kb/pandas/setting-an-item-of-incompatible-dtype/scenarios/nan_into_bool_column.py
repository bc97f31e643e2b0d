"""A missing value is written into a boolean column.

A flag column ``consent`` is bool; answers that were withdrawn are reset to unknown with
``df.loc[withdrawn, "consent"] = np.nan``. pandas 2.0 silently turned it into object;
pandas 2.1 to 2.3 warn ``Setting an item of incompatible dtype is deprecated ... Value
'nan' has dtype incompatible with bool``; pandas 3.0 raises ``TypeError: Invalid value
'nan' for dtype 'bool'``.

Check: the number of known True answers and of unknown answers equal plain-Python counts.

Remedies:
  nullable-boolean-dtype   df["consent"] = df["consent"].astype("boolean"), then set pd.NA

Usage: python nan_into_bool_column.py [--remedy ID]
"""

import numpy as np
import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("nullable-boolean-dtype",)

CONSENT = [True, True, False, True, False]
WITHDRAWN = [False, True, False, False, True]


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.DataFrame({"consent": CONSENT, "withdrawn": WITHDRAWN})
    w = df["withdrawn"]
    if remedy == "nullable-boolean-dtype":
        df["consent"] = df["consent"].astype("boolean")
        df.loc[w, "consent"] = pd.NA
    else:
        df.loc[w, "consent"] = np.nan
    known_true = int((df["consent"] == True).fillna(False).sum())  # noqa: E712
    unknown = int(df["consent"].isna().sum())
    want_true = sum(c and not x for c, x in zip(CONSENT, WITHDRAWN))
    want_unknown = sum(WITHDRAWN)
    check(known_true == want_true and unknown == want_unknown,
          f"{df['consent'].dtype}: true {known_true} (expected {want_true}), unknown {unknown} (expected {want_unknown})")


if __name__ == "__main__":
    main()
