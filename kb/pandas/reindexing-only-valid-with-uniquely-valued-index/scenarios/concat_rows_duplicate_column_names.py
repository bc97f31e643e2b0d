"""Stacking monthly frames with pd.concat; one frame has two columns with the same name.

A rename maps both "Revenue" and "revenue " to "revenue", so the March frame has the
column twice. ``pd.concat([jan, feb, mar])`` must align the columns of all frames and
raises ``pandas.errors.InvalidIndexError: Reindexing only valid with uniquely valued
Index objects``.

Check: the stacked frame has one "revenue" column whose total equals the plain-Python
sum (the duplicated column held the same values).

Remedies:
  drop-duplicate-columns   mar = mar.loc[:, ~mar.columns.duplicated()] before concat

Usage: python concat_rows_duplicate_column_names.py [--remedy ID]
"""

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("drop-duplicate-columns",)


def main():
    remedy = parse_remedy(REMEDIES)
    jan = pd.DataFrame({"shop": ["a", "b"], "revenue": [100, 80]})
    feb = pd.DataFrame({"shop": ["a", "b"], "revenue": [90, 95]})
    mar = pd.DataFrame([["a", 120, 120], ["b", 70, 70]], columns=["shop", "Revenue", "revenue "])
    mar = mar.rename(columns={"Revenue": "revenue", "revenue ": "revenue"})
    if remedy == "drop-duplicate-columns":
        mar = mar.loc[:, ~mar.columns.duplicated()]
    allm = pd.concat([jan, feb, mar], ignore_index=True)
    ok = list(allm.columns) == ["shop", "revenue"] and int(allm["revenue"].sum()) == 100 + 80 + 90 + 95 + 120 + 70
    check(ok, f"columns {list(allm.columns)}, total {allm['revenue'].sum()}")


if __name__ == "__main__":
    main()
