"""DataFrame.insert is called with a column name that already exists.

A pipeline step puts a normalized "score" column first with df.insert(0, "score", ...)
but the frame already has "score", and pandas raises "ValueError: cannot insert score,
already exists".

Check: the frame has exactly one "score" column, first, holding the normalized values.

Usage: python insert_existing_column.py [--remedy ID]
"""

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("assign-and-reorder", "allow-duplicates")

SCORES = [10.0, 30.0, 20.0]


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.DataFrame({"name": ["a", "b", "c"], "score": SCORES})
    norm = (df["score"] - df["score"].min()) / (df["score"].max() - df["score"].min())
    if remedy == "assign-and-reorder":
        df["score"] = norm
        df = df[["score"] + [c for c in df.columns if c != "score"]]
    elif remedy == "allow-duplicates":
        df.insert(0, "score", norm, allow_duplicates=True)
    else:
        df.insert(0, "score", norm)
    want = [(v - min(SCORES)) / (max(SCORES) - min(SCORES)) for v in SCORES]
    ok = list(df.columns).count("score") == 1 and df.columns[0] == "score" and df["score"].tolist() == want
    check(ok, f"columns {list(df.columns)}")


if __name__ == "__main__":
    main()
