"""Feature columns are added to a DataFrame one at a time in a loop.

A feature builder adds 150 lagged/rolling columns with ``df[name] = ...``. Every new
column becomes a separate internal block; once there are more than 100 blocks pandas
emits ``PerformanceWarning: DataFrame is highly fragmented. This is usually the result
of calling `frame.insert` many times ...``. Warnings are turned into errors (as with
``python -W error`` or pytest's ``filterwarnings = error``), so the warning stops the
program.

Metric: the number of internal blocks of the frame after each added column
(``df._mgr.nblocks``), printed as KNOWNFIX_METRIC "blocks".

Check: the final frame equals a reference built column by column from plain Python
lists (same names, same values).

Remedies:
  build-columns-then-concat   compute the columns into a dict, then pd.concat([df, pd.DataFrame(cols)], axis=1)
  copy-to-defragment          df = df.copy() after every 50 added columns
  ignore-performance-warning  warnings.simplefilter("ignore", PerformanceWarning) (dead end)

Usage: python columns_added_one_by_one.py [--remedy ID]
"""

import json
import warnings

import numpy as np
import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("build-columns-then-concat", "copy-to-defragment", "ignore-performance-warning")
N_ROWS, N_FEATURES = 40, 150


def metric(i, df):
    print("KNOWNFIX_METRIC " + json.dumps({"name": "blocks", "iter": i, "value": df._mgr.nblocks}))


def feature(base, k):
    return base.shift(k % 7).fillna(0.0) * (k + 1) + k


def main():
    remedy = parse_remedy(REMEDIES)
    warnings.simplefilter("error")
    if remedy == "ignore-performance-warning":
        warnings.simplefilter("ignore", pd.errors.PerformanceWarning)
    df = pd.DataFrame({"price": np.arange(N_ROWS, dtype=np.float64) * 1.5})
    if remedy == "build-columns-then-concat":
        cols = {f"f{k}": feature(df["price"], k) for k in range(N_FEATURES)}
        df = pd.concat([df, pd.DataFrame(cols, index=df.index)], axis=1)
        metric(0, df)
    else:
        for k in range(N_FEATURES):
            df[f"f{k}"] = feature(df["price"], k)
            if remedy == "copy-to-defragment" and k % 50 == 49:
                df = df.copy()
            metric(k, df)
    price = [i * 1.5 for i in range(N_ROWS)]
    ref = {"price": price}
    for k in range(N_FEATURES):
        lag = k % 7
        ref[f"f{k}"] = [(price[i - lag] if i >= lag else 0.0) * (k + 1) + k for i in range(N_ROWS)]
    ok = list(df.columns) == list(ref) and all(df[c].tolist() == v for c, v in ref.items())
    check(ok, f"{df.shape[1]} columns, {df._mgr.nblocks} internal blocks, values {'match' if ok else 'differ'}")


if __name__ == "__main__":
    main()
