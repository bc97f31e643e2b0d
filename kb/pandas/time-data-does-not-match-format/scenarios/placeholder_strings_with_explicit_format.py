"""A date column with placeholders ("", "n/a") parsed with an explicit format.

An export writes missing dates as an empty field or "n/a". With
``format="%d.%m.%Y"`` pandas 1.x raises on the empty string
(``time data '' does not match format '%d.%m.%Y' (match)``); pandas 2 treats "" as
missing but raises on "n/a" (``time data "n/a" doesn't match format "%d.%m.%Y"``).

Check: real dates are parsed (datetime.date from the fields) and placeholders become NaT.

Remedies:
  replace-placeholders-with-nan   s.replace({"": None, "n/a": None}) before parsing with the format

Usage: python placeholder_strings_with_explicit_format.py [--remedy ID]
"""

import datetime as dt

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("replace-placeholders-with-nan",)

RAW = ["01.03.2024", "", "15.03.2024", "n/a"]


def main():
    remedy = parse_remedy(REMEDIES)
    s = pd.Series(RAW, dtype=object)
    if remedy == "replace-placeholders-with-nan":
        s = s.replace({"": None, "n/a": None})
    ts = pd.to_datetime(s, format="%d.%m.%Y")
    want = [dt.date(int(y), int(m), int(d)) if r not in ("", "n/a") else None
            for r, (d, m, y) in ((r, (r.split(".") if "." in r else ("0", "0", "0"))) for r in RAW)]
    got = [None if pd.isna(t) else t.date() for t in ts]
    check(got == want, f"{got}, expected {want}")


if __name__ == "__main__":
    main()
