"""A code column that holds only digits was read as integers, then .str is used.

ZIP codes are read with read_csv, which infers int64 and drops leading zeros;
df["zip"].str.zfill(5) raises "AttributeError: Can only use .str accessor with string
values!".

Check: the ZIP codes come out as the 5-character strings of the file.

Usage: python numbers_read_as_numbers.py [--remedy ID]
"""

import io

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("read-as-string", "astype-str-after-reading")

CSV = "customer,zip\nann,02134\nbob,10001\ncid,00501\n"
WANT = ["02134", "10001", "00501"]


def main():
    remedy = parse_remedy(REMEDIES)
    if remedy == "read-as-string":
        df = pd.read_csv(io.StringIO(CSV), dtype={"zip": "string"})
        zips = df["zip"].str.zfill(5)
    elif remedy == "astype-str-after-reading":
        df = pd.read_csv(io.StringIO(CSV))
        zips = df["zip"].astype(str).str.zfill(5)
    else:
        df = pd.read_csv(io.StringIO(CSV))
        zips = df["zip"].str.zfill(5)
    got = [str(z) for z in zips]
    check(got == WANT, f"zips {got}, expected {WANT}")


if __name__ == "__main__":
    main()
