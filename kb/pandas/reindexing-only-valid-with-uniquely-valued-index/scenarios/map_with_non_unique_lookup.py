"""Series.map with a lookup Series whose index repeats a key.

Country names are mapped to regions with ``df["country"].map(lookup)``, where ``lookup``
is a Series indexed by country built from a reference file that lists "Chile" twice
(two spellings of its region, one outdated). pandas raises
``pandas.errors.InvalidIndexError: Reindexing only valid with uniquely valued Index
objects``.

Intended semantics: the last entry of the reference file wins.

Check: the regions equal those from a plain-Python dict built from the file in order.

Remedies:
  dedupe-the-lookup   lookup = lookup[~lookup.index.duplicated(keep="last")]

Usage: python map_with_non_unique_lookup.py [--remedy ID]
"""

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("dedupe-the-lookup",)

REFERENCE = [("Chile", "South America (old)"), ("Peru", "South America"), ("Chile", "South America"),
             ("Kenya", "Africa")]
ORDERS = ["Peru", "Chile", "Kenya", "Chile"]


def main():
    remedy = parse_remedy(REMEDIES)
    lookup = pd.Series([r for _, r in REFERENCE], index=[c for c, _ in REFERENCE])
    if remedy == "dedupe-the-lookup":
        lookup = lookup[~lookup.index.duplicated(keep="last")]
    regions = pd.Series(ORDERS).map(lookup).tolist()
    ref = dict(REFERENCE)
    want = [ref[c] for c in ORDERS]
    check(regions == want, f"{regions}, expected {want}")


if __name__ == "__main__":
    main()
