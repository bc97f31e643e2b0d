"""set_index(..., drop=False) keeps the column, then reset_index() tries to add it again.

Rows are indexed by "sku" with set_index("sku", drop=False) for lookups; a later
reset_index() wants to move the index back into a column named "sku", which exists, and
raises "ValueError: cannot insert sku, already exists".

Check: the result has a plain 0..n-1 index and the sku column with the original values.

Usage: python index_kept_as_column_too.py [--remedy ID]
"""

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("drop-the-index-copy",)

ROWS = [("a-1", 3), ("b-2", 5), ("c-3", 7)]


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.DataFrame(ROWS, columns=["sku", "qty"]).set_index("sku", drop=False)
    assert df.loc["b-2", "qty"] == 5
    if remedy == "drop-the-index-copy":
        flat = df.reset_index(drop=True)
    else:
        flat = df.reset_index()
    ok = list(flat.index) == list(range(len(ROWS))) and list(zip(flat["sku"], flat["qty"])) == ROWS and list(flat.columns) == ["sku", "qty"]
    check(ok, f"columns {list(flat.columns)}, index {list(flat.index)}")


if __name__ == "__main__":
    main()
