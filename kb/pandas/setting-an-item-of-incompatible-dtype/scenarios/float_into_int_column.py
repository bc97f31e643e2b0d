"""A computed float is written into rows of an integer column.

Order quantities are int64; a promotion multiplies the quantity of some rows by 1.5 with
``df.loc[promo, "qty"] = df.loc[promo, "qty"] * 1.5``. pandas 2.0 silently turned the
column into float64; pandas 2.1 to 2.3 warn ``FutureWarning: Setting an item of
incompatible dtype is deprecated and will raise an error in a future version of pandas.
Value '[7.5 9. ]' has dtype incompatible with int64, please explicitly cast to a
compatible dtype first.``; pandas 3.0 raises ``TypeError: Invalid value ... for dtype
'int64'``.

Check: the quantities equal those computed in plain Python (floats where scaled).

Remedies:
  cast-the-column-first   df["qty"] = df["qty"].astype("float64") before the assignment
  cast-the-values-to-int  (df.loc[promo, "qty"] * 1.5).astype(int) (dead end: truncates)

Usage: python float_into_int_column.py [--remedy ID]
"""

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("cast-the-column-first", "cast-the-values-to-int")

QTY = [3, 5, 6, 2]
PROMO = [False, True, True, False]


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.DataFrame({"qty": QTY, "promo": PROMO})
    promo = df["promo"]
    if remedy == "cast-the-column-first":
        df["qty"] = df["qty"].astype("float64")
        df.loc[promo, "qty"] = df.loc[promo, "qty"] * 1.5
    elif remedy == "cast-the-values-to-int":
        df.loc[promo, "qty"] = (df.loc[promo, "qty"] * 1.5).astype(int)
    else:
        df.loc[promo, "qty"] = df.loc[promo, "qty"] * 1.5
    want = [q * 1.5 if p else q for q, p in zip(QTY, PROMO)]
    got = df["qty"].tolist()
    check(got == want, f"qty {got} ({df['qty'].dtype}), expected {want}")


if __name__ == "__main__":
    main()
