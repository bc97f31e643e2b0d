"""A CSV read with header=None, plus a column added by name.

pd.read_csv(..., header=None) numbers the columns 0, 1, 2; adding a derived column
df["ratio"] = ... makes the column names a mix of int and str, and fitting raises
TypeError: Feature names are only supported if all input features have string names.

Reference: the predicted probabilities of the same LogisticRegression fitted on the bare
NumPy values, and string names in feature_names_in_.

Usage: python csv_without_header_plus_named_column.py [--remedy ID]
"""

import io

import numpy as np
import pandas as pd
from sklearn.linear_model import LogisticRegression

from _common import check_against_unnamed_fit, parse_remedy, report

REMEDIES = ("give-read-csv-names", "convert-column-names-to-str")


def main():
    remedy = parse_remedy(REMEDIES)
    rng = np.random.default_rng(1)
    n = 150
    raw = np.column_stack([rng.uniform(1, 10, n), rng.uniform(1, 10, n), rng.normal(0, 1, n)])
    text = "\n".join(",".join(f"{v:.6f}" for v in row) for row in raw)
    y = (raw[:, 0] / raw[:, 1] + raw[:, 2] > 1.2).astype(int)

    if remedy == "give-read-csv-names":
        df = pd.read_csv(io.StringIO(text), header=None, names=["a", "b", "noise"])
    else:
        df = pd.read_csv(io.StringIO(text), header=None)  # columns 0, 1, 2
    df["ratio"] = df.iloc[:, 0] / df.iloc[:, 1]
    if remedy == "convert-column-names-to-str":
        df.columns = df.columns.astype(str)

    model = LogisticRegression(max_iter=1000).fit(df, y)
    ok, detail = check_against_unnamed_fit(model, df, y, df.iloc[:20])
    report(ok, detail)


if __name__ == "__main__":
    main()
