"""A result column is created with "" as placeholder and later filled with numbers.

A processing step adds ``df["moment"] = ""`` for a column the input lacks and then
writes one computed float per row with ``df.loc[i, "moment"] = value``. Under pandas 2
the "" column is ``object`` and takes floats. pandas 3.0 infers the new default string
dtype ``str`` for the "" column, which only holds strings, so the first numeric write
raises ``TypeError: Invalid value '2.5' for dtype 'str'. Value should be a string or
missing value, got 'float64' instead.`` (the situation of
https://github.com/PmagPy/PmagPy/issues/828).

Check: the column is numeric and equals the values computed in plain Python, and its
mean matches.

Remedies:
  initialize-with-nan          df["moment"] = np.nan (a float column)
  disable-infer-string         pd.options.future.infer_string = False before building the frame
  write-values-as-strings      df.loc[i, "moment"] = str(value) (dead end)

Usage: python placeholder_column_empty_string.py [--remedy ID]
"""

import numpy as np
import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("initialize-with-nan", "disable-infer-string", "write-values-as-strings")

SPECIMENS = [("s1", 2.5, 0.5), ("s2", -1.25, 1.0), ("s3", 4.0, 0.25)]


def main():
    remedy = parse_remedy(REMEDIES)
    if remedy == "disable-infer-string":
        pd.options.future.infer_string = False
    df = pd.DataFrame(SPECIMENS, columns=["specimen", "field", "scale"])
    if remedy == "initialize-with-nan":
        df["moment"] = np.nan
    else:
        df["moment"] = ""
    for i in df.index:
        value = df.at[i, "field"] * df.at[i, "scale"] * 2
        if remedy == "write-values-as-strings":
            df.loc[i, "moment"] = str(value)
        else:
            df.loc[i, "moment"] = value
    want = [f * s * 2 for _, f, s in SPECIMENS]
    numeric = pd.api.types.is_numeric_dtype(df["moment"]) or all(isinstance(v, float) for v in df["moment"])
    got = df["moment"].tolist()
    ok = numeric and got == want and abs(float(np.mean(got)) - sum(want) / len(want)) < 1e-12
    check(ok, f"dtype {df['moment'].dtype}, values {got}, expected {want}")


if __name__ == "__main__":
    main()
