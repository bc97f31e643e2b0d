"""A text label is written into a numeric column to mark special rows.

A report marks sensors without a reading with ``df.loc[missing, "temp"] = "n/a"``.
pandas 2.0 silently turned the float64 column into object; pandas 2.1 to 2.3 warn
``Setting an item of incompatible dtype is deprecated ... Value 'n/a' has dtype
incompatible with float64``; pandas 3.0 raises ``TypeError: Invalid value 'n/a' for
dtype 'float64'``.

Check: the mean temperature of the sensors with a reading equals the plain-Python mean,
and the rows without a reading are missing.

Remedies:
  use-nan-for-missing   leave NaN in the numeric column; add the label only when formatting
  astype-object-first   df["temp"] = df["temp"].astype(object) (mixed column kept on purpose)

Usage: python string_label_into_float_column.py [--remedy ID]
"""

import math

import numpy as np
import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("use-nan-for-missing", "astype-object-first")

TEMP = [21.5, -1.0, 19.0, -1.0, 23.5]   # -1.0: the sensor sent no reading


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.DataFrame({"sensor": list("abcde"), "temp": TEMP})
    missing = df["temp"] < 0
    if remedy == "use-nan-for-missing":
        df.loc[missing, "temp"] = np.nan
        shown = df["temp"].map(lambda t: "n/a" if math.isnan(t) else f"{t:.1f}")
    else:
        if remedy == "astype-object-first":
            df["temp"] = df["temp"].astype(object)
        df.loc[missing, "temp"] = "n/a"
        shown = df["temp"].map(lambda t: t if isinstance(t, str) else f"{t:.1f}")
    valid = pd.to_numeric(df["temp"], errors="coerce")
    want_mean = sum(t for t in TEMP if t >= 0) / sum(t >= 0 for t in TEMP)
    ok = abs(valid.mean() - want_mean) < 1e-12 and shown.tolist() == ["21.5", "n/a", "19.0", "n/a", "23.5"]
    check(ok, f"mean {valid.mean()} (expected {want_mean}), shown {shown.tolist()}")


if __name__ == "__main__":
    main()
