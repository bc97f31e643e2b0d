"""int() is called on a single value that is NaN.

A report formats each row with int(row["qty"]); one row has no quantity, and Python
raises "ValueError: cannot convert float NaN to integer".

Check: the report lines equal the lines built in plain Python, with "n/a" for the row
without a quantity.

Usage: python nan_scalar_to_int.py [--remedy ID]
"""

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("test-for-missing-first", "round-before-int")

ROWS = [("bolts", 120.0), ("nuts", None), ("washers", 35.0)]


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.DataFrame(ROWS, columns=["item", "qty"])
    lines = []
    for _, row in df.iterrows():
        if remedy == "test-for-missing-first":
            qty = "n/a" if pd.isna(row["qty"]) else str(int(row["qty"]))
        elif remedy == "round-before-int":
            qty = str(int(round(row["qty"])))
        else:
            qty = str(int(row["qty"]))
        lines.append(f"{row['item']}: {qty}")
    want = [f"{i}: {'n/a' if q is None else int(q)}" for i, q in ROWS]
    check(lines == want, f"lines {lines}, expected {want}")


if __name__ == "__main__":
    main()
