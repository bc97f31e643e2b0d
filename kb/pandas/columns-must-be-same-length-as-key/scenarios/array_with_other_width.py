"""A 2-D array with three columns is assigned to two new column names.

Class probabilities come back as an (n, 3) array (three classes), and
df[["p_no", "p_yes"]] = proba raises "ValueError: Columns must be same length as key".

Check: each probability column equals the array column of its class and each row sums
to 1.

Usage: python array_with_other_width.py [--remedy ID]
"""

import numpy as np
import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("one-name-per-array-column",)

CLASSES = ["no", "maybe", "yes"]
PROBA = [[0.7, 0.2, 0.1], [0.1, 0.3, 0.6], [0.2, 0.5, 0.3]]


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.DataFrame({"id": [1, 2, 3]})
    proba = np.array(PROBA)
    if remedy == "one-name-per-array-column":
        names = [f"p_{c}" for c in CLASSES]
    else:
        names = ["p_no", "p_yes"]
    df[names] = proba
    ok = all(df[f"p_{c}"].tolist() == [r[i] for r in PROBA] for i, c in enumerate(CLASSES))
    ok = ok and np.allclose(df[[f"p_{c}" for c in CLASSES]].sum(axis=1), 1.0)
    check(ok, f"columns {list(df.columns)}")


if __name__ == "__main__":
    main()
