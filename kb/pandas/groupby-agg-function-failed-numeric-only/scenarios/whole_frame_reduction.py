"""DataFrame.mean() on a frame with text columns.

A summary row is computed with df.mean(); the frame has a text column and pandas 2.x
raises "TypeError: Could not convert ['annbobcid'] to numeric" (pandas 1.x dropped
the column with a FutureWarning).

Check: the means of the numeric columns equal the plain-Python means.

Usage: python whole_frame_reduction.py [--remedy ID]
"""

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("pass-numeric-only",)

ROWS = [("ann", 10, 1.5), ("bob", 20, 2.5), ("cid", 30, 4.0)]


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.DataFrame(ROWS, columns=["player", "points", "assists"])
    if remedy == "pass-numeric-only":
        means = df.mean(numeric_only=True)
    else:
        means = df.mean()
    want = {"points": 20.0, "assists": sum(r[2] for r in ROWS) / 3}
    got = {k: float(v) for k, v in means.items()}
    check(got == want, f"means {got}, expected {want}")


if __name__ == "__main__":
    main()
