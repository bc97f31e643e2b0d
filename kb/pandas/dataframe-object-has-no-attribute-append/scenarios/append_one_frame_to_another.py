"""Two frames are stacked with df1.append(df2), removed in pandas 2.0.

Monthly exports are combined with jan.append(feb, ignore_index=True); pandas 2.x raises
"AttributeError: 'DataFrame' object has no attribute 'append'".

Check: the combined frame has all rows of both months in order, with a fresh 0..n-1
index, and the total equals the plain-Python sum.

Usage: python append_one_frame_to_another.py [--remedy ID]
"""

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("use-pd-concat", "concat-without-ignore-index")

JAN = [("a", 10), ("b", 20)]
FEB = [("a", 5), ("c", 7)]


def main():
    remedy = parse_remedy(REMEDIES)
    jan = pd.DataFrame(JAN, columns=["sku", "units"])
    feb = pd.DataFrame(FEB, columns=["sku", "units"])
    if remedy == "use-pd-concat":
        both = pd.concat([jan, feb], ignore_index=True)
    elif remedy == "concat-without-ignore-index":
        both = pd.concat([jan, feb])
    else:
        both = jan.append(feb, ignore_index=True)
    rows = list(zip(both["sku"], both["units"]))
    ok = rows == JAN + FEB and list(both.index) == list(range(len(rows))) and both["units"].sum() == sum(u for _, u in JAN + FEB)
    # label-based lookups on the result must hit one row each
    ok = ok and all(len(both.loc[[i]]) == 1 for i in both.index)
    check(ok, f"rows {rows}, index {list(both.index)}")


if __name__ == "__main__":
    main()
