"""Numeric codes read as text, then a number is written into the column.

A CSV of order lines is read with ``dtype={"qty": str}`` to keep leading zeros of
another field; later the cleaning step sets missing quantities to 0 with
``df.loc[df["qty"].isna(), "qty"] = 0`` and sums the column as numbers. pandas 3.0 reads
the column with the string dtype ``str``, so the assignment raises
``TypeError: Invalid value '0' for dtype 'str'. Value should be a string or missing
value, got 'int' instead.``; pandas 2 kept ``object`` and accepted the int.

Check: the total quantity equals the sum computed in plain Python (missing as 0).

Remedies:
  convert-to-numeric-first   df["qty"] = pd.to_numeric(df["qty"]) before filling
  astype-object              df["qty"] = df["qty"].astype(object) (the pandas 2 behavior)
  disable-infer-string       pd.options.future.infer_string = False before reading

Usage: python numbers_written_into_text_column.py [--remedy ID]
"""

import io

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("convert-to-numeric-first", "astype-object", "disable-infer-string")

CSV = "order,sku,qty\n1001,00042,3\n1002,00017,\n1003,00042,5\n1004,00999,\n"


def main():
    remedy = parse_remedy(REMEDIES)
    if remedy == "disable-infer-string":
        pd.options.future.infer_string = False
    df = pd.read_csv(io.StringIO(CSV), dtype={"sku": str, "qty": str})
    if remedy == "convert-to-numeric-first":
        df["qty"] = pd.to_numeric(df["qty"])
    elif remedy == "astype-object":
        df["qty"] = df["qty"].astype(object)
    df.loc[df["qty"].isna(), "qty"] = 0
    total = int(pd.to_numeric(df["qty"]).sum())
    want = sum(int(line.split(",")[2] or 0) for line in CSV.strip().split("\n")[1:])
    skus = df["sku"].tolist()
    check(total == want and skus == ["00042", "00017", "00042", "00999"],
          f"total {total} (expected {want}), qty dtype {df['qty'].dtype}, skus {skus}")


if __name__ == "__main__":
    main()
