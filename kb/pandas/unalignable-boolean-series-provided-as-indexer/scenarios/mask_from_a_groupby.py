"""A boolean Series computed per group is used to select rows.

Stores whose total sales exceed 10 are found with big = df.groupby("store")["sales"].sum()
> 10, whose index holds store names; df.loc[big] raises "IndexingError: Unalignable
boolean Series provided as indexer (index of the boolean Series and of the indexed
object do not match)."

Check: the selected rows are exactly the rows of the big stores, found with a dict.

Usage: python mask_from_a_groupby.py [--remedy ID]
"""

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("map-group-result-to-rows",)

ROWS = [("oslo", 4), ("rome", 9), ("oslo", 3), ("lima", 12), ("rome", 5)]


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.DataFrame(ROWS, columns=["store", "sales"])
    big = df.groupby("store")["sales"].sum() > 10
    if remedy == "map-group-result-to-rows":
        rows = df.loc[df["store"].map(big)]
    else:
        rows = df.loc[big]
    totals = {}
    for s, v in ROWS:
        totals[s] = totals.get(s, 0) + v
    want = [(s, v) for s, v in ROWS if totals[s] > 10]
    got = list(zip(rows["store"], rows["sales"]))
    check(got == want, f"rows {got}, expected {want}")


if __name__ == "__main__":
    main()
