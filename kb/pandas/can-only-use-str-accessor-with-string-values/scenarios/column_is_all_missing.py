"""A text column that is empty in this file is read as float64 NaN.

The "coupon" column is empty in this export, so read_csv makes it float64 (all NaN);
df["coupon"].str.upper() raises "AttributeError: Can only use .str accessor with
string values!". Other exports of the same report have coupon codes.

Check: the number of orders with a coupon is 0 and every cleaned code is missing.

Usage: python column_is_all_missing.py [--remedy ID]
"""

import io

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("cast-to-string-dtype", "astype-str-on-missing")

CSV = "order,coupon\n1,\n2,\n3,\n"


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.read_csv(io.StringIO(CSV))
    coupon = df["coupon"]
    if remedy == "cast-to-string-dtype":
        coupon = coupon.astype("string")
    elif remedy == "astype-str-on-missing":
        coupon = coupon.astype(str)
    cleaned = coupon.str.strip().str.upper()
    with_coupon = int(cleaned.notna().sum())
    check(with_coupon == 0 and cleaned.isna().all(), f"orders with a coupon {with_coupon}, values {cleaned.tolist()}; expected 0 and all missing")


if __name__ == "__main__":
    main()
