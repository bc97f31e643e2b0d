"""A column with empty cells is cast with astype(int).

Order quantities are read from a CSV in which two cells are empty; pandas reads the
column as float64 with NaN, and qty.astype(int) raises "IntCastingNaNError: Cannot
convert non-finite values (NA or inf) to integer".

Check: the quantities present are kept as integers, the missing ones stay missing, and
the mean of the present quantities equals the plain-Python mean.

Usage: python missing_values_in_column.py [--remedy ID]
"""

import io

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("use-nullable-int64", "fillna-zero-then-int")

CSV = "order,qty\nA,3\nB,\nC,5\nD,\nE,10\n"


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.read_csv(io.StringIO(CSV))
    if remedy == "use-nullable-int64":
        qty = df["qty"].astype("Int64")
    elif remedy == "fillna-zero-then-int":
        qty = df["qty"].fillna(0).astype(int)
    else:
        qty = df["qty"].astype(int)
    present = [3, 5, 10]
    got = [None if pd.isna(v) else int(v) for v in qty]
    ok = got == [3, None, 5, None, 10] and float(qty.mean()) == sum(present) / len(present)
    check(ok, f"qty {got} (dtype {qty.dtype}), mean {float(qty.mean())}; expected [3, None, 5, None, 10], mean {sum(present) / len(present)}")


if __name__ == "__main__":
    main()
