"""The grouping column is counted, so the result's name and its index name are the same.

Visits per city are counted with df.groupby("city")["city"].count(); the Series is named
"city" and its index is named "city", and .reset_index() raises "ValueError: cannot
insert city, already exists".

Check: the frame has one row per city with the number of visits, counted with a dict.

Usage: python count_of_the_grouping_column.py [--remedy ID]
"""

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("name-the-values-column", "reset-index-drop")

CITIES = ["oslo", "rome", "oslo", "lima", "oslo", "rome"]


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.DataFrame({"city": CITIES, "minutes": range(len(CITIES))})
    if remedy == "name-the-values-column":
        counts = df.groupby("city").size().reset_index(name="visits")
    elif remedy == "reset-index-drop":
        counts = df.groupby("city")["city"].count().reset_index(drop=True).to_frame("visits")
    else:
        counts = df.groupby("city")["city"].count().reset_index()
    want = {}
    for c in CITIES:
        want[c] = want.get(c, 0) + 1
    got = dict(zip(counts["city"], counts["visits"])) if "city" in counts else {}
    check(got == want, f"visits {got}, expected {want}")


if __name__ == "__main__":
    main()
