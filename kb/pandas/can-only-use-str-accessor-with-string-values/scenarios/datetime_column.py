"""String slicing is applied to a column that is already datetime64.

Dates are parsed with parse_dates, then the year is taken with df["day"].str[:4] as if
they were text; pandas raises "AttributeError: Can only use .str accessor with string
values!".

Check: the years equal those parsed from the date strings in plain Python.

Usage: python datetime_column.py [--remedy ID]
"""

import io

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("use-the-dt-accessor",)

CSV = "day,sales\n2023-12-31,5\n2024-01-02,7\n2024-02-29,3\n"


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.read_csv(io.StringIO(CSV), parse_dates=["day"])
    if remedy == "use-the-dt-accessor":
        years = df["day"].dt.year.tolist()
    else:
        years = df["day"].str[:4].astype(int).tolist()
    want = [int(line.split(",")[0][:4]) for line in CSV.splitlines()[1:]]
    check(years == want, f"years {years}, expected {want}")


if __name__ == "__main__":
    main()
