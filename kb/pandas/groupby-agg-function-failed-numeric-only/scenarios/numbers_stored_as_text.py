"""A numeric column was read as text, so groupby(...).mean() cannot average it.

Durations come from a CSV in which one cell says "--", so read_csv keeps the whole
"minutes" column as text; df.groupby("task")["minutes"].mean() raises "TypeError: agg
function failed [how->mean,dtype->object]".

Check: the mean duration per task over the numeric cells equals the plain-Python mean.

Usage: python numbers_stored_as_text.py [--remedy ID]
"""

import io

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("convert-with-to-numeric", "numeric-only-true")

CSV = "task,minutes\nbuild,12\nbuild,18\ntest,--\ntest,30\n"


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.read_csv(io.StringIO(CSV))                       # "minutes" is object: one cell is "--"
    if remedy == "convert-with-to-numeric":
        df["minutes"] = pd.to_numeric(df["minutes"], errors="coerce")
        out = df.groupby("task")["minutes"].mean()
    elif remedy == "numeric-only-true":
        out = df.groupby("task").mean(numeric_only=True).get("minutes", pd.Series(dtype=float))
    else:
        out = df.groupby("task")["minutes"].mean()
    want = {"build": 15.0, "test": 30.0}
    got = {k: float(v) for k, v in out.items()}
    check(got == want, f"means {got}, expected {want}")


if __name__ == "__main__":
    main()
