"""groupby(...).mean() on a frame that still has text columns.

Per-team averages are computed with df.groupby("team").mean(); the frame also holds the
player names, and pandas 2.x raises "TypeError: agg function failed
[how->mean,dtype->object]" (pandas 1.x silently dropped the text column).

Check: the result has exactly the numeric columns, with the per-team means computed in
plain Python.

Usage: python text_columns_in_the_frame.py [--remedy ID]
"""

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("select-the-numeric-columns", "coerce-everything-to-numeric")

ROWS = [("red", "ann", 10, 1.5), ("red", "bob", 20, 2.5), ("blue", "cid", 30, 4.0)]


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.DataFrame(ROWS, columns=["team", "player", "points", "assists"])
    if remedy == "select-the-numeric-columns":
        out = df.groupby("team")[["points", "assists"]].mean()
    elif remedy == "coerce-everything-to-numeric":
        num = df.drop(columns="team").apply(pd.to_numeric, errors="coerce")
        out = num.groupby(df["team"]).mean()
    else:
        out = df.groupby("team").mean()
    want = {}
    for team in ("blue", "red"):
        rows = [r for r in ROWS if r[0] == team]
        want[team] = {"points": sum(r[2] for r in rows) / len(rows), "assists": sum(r[3] for r in rows) / len(rows)}
    got = {t: {c: float(v) for c, v in row.items()} for t, row in out.to_dict("index").items()}
    check(got == want and list(out.columns) == ["points", "assists"], f"result {got}, columns {list(out.columns)}; expected {want}")


if __name__ == "__main__":
    main()
