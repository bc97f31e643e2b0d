"""A ratio with a zero denominator is inf, and astype(int) refuses it.

Units per order are computed as units / orders; a day with 0 orders gives inf (and 0/0
gives NaN), and .astype(int) raises "IntCastingNaNError: Cannot convert non-finite
values (NA or inf) to integer".

Check: days with orders get units // orders, days without orders are missing, compared
with a plain-Python computation.

Usage: python infinite_values_from_division.py [--remedy ID]
"""

import numpy as np
import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("mask-zero-denominators", "dropna-then-int")

DAYS = [(30, 3), (12, 0), (0, 0), (40, 8)]


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.DataFrame(DAYS, columns=["units", "orders"])
    ratio = df["units"] / df["orders"]
    if remedy == "mask-zero-denominators":
        ratio = ratio.replace([np.inf, -np.inf], np.nan)
        per_order = np.floor(ratio).astype("Int64")
    elif remedy == "dropna-then-int":
        per_order = np.floor(ratio.dropna()).astype(int)
    else:
        per_order = np.floor(ratio).astype(int)
    per_order = per_order.reindex(df.index)
    got = [None if pd.isna(v) else int(v) for v in per_order]
    want = [u // o if o else None for u, o in DAYS]
    check(got == want, f"per order {got}, expected {want}")


if __name__ == "__main__":
    main()
