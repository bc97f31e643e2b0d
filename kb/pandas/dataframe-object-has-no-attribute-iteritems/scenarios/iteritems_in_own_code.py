"""Own code iterates over columns with DataFrame.iteritems(), removed in pandas 2.0.

A data-quality report walks over the columns of a frame and counts the missing values
of each with ``for name, col in df.iteritems()``. pandas 1.5 deprecated the method
(FutureWarning) and pandas 2.0 removed it, so the loop raises
``AttributeError: 'DataFrame' object has no attribute 'iteritems'``. The same report
also walks one row (a Series) with ``Series.iteritems()``.

Check: the missing-value counts and the first row equal those computed with plain
Python loops over the input lists.

Usage: python iteritems_in_own_code.py [--remedy ID]
"""

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("use-items", "follow-did-you-mean-isetitem")

DATA = {"city": ["Oslo", None, "Lima", "Pune"], "temp": [3.5, 28.0, None, None], "rain": [1.0, 0.0, 2.5, 0.0]}


def main():
    remedy = parse_remedy(REMEDIES)
    df = pd.DataFrame(DATA)
    missing, first = {}, {}
    if remedy == "use-items":
        for name, col in df.items():
            missing[name] = int(col.isna().sum())
        for key, value in df.iloc[0].items():
            first[key] = value
    elif remedy == "follow-did-you-mean-isetitem":  # Python 3.10+ suggests it for the missing name
        for name, col in df.isetitem():
            missing[name] = int(col.isna().sum())
    else:
        for name, col in df.iteritems():
            missing[name] = int(col.isna().sum())
        for key, value in df.iloc[0].iteritems():
            first[key] = value
    want_missing = {k: sum(v is None for v in vals) for k, vals in DATA.items()}
    want_first = {k: vals[0] for k, vals in DATA.items()}
    check(missing == want_missing and first == want_first,
          f"missing {missing} (expected {want_missing}), first row {first}")


if __name__ == "__main__":
    main()
