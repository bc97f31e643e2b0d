"""Gaps in a sensor series filled with fillna(method="ffill"), removed in pandas 3.0.

pandas 2.1 deprecated the ``method`` argument of ``fillna`` (FutureWarning "DataFrame.fillna
with 'method' is deprecated and will raise in a future version. Use obj.ffill() or
obj.bfill() instead."); pandas 3.0 removed it:
``TypeError: NDFrame.fillna() got an unexpected keyword argument 'method'``.

Check: the filled values equal a forward fill done with a plain Python loop.

Remedies:
  use-ffill-bfill   s.ffill() (and s.bfill() for method="bfill")

Usage: python fillna_method.py [--remedy ID]
"""

import math

import pandas as pd

from _common import check, parse_remedy

REMEDIES = ("use-ffill-bfill",)

RAW = [20.5, None, None, 21.0, None, 22.5]


def main():
    remedy = parse_remedy(REMEDIES)
    s = pd.Series(RAW, dtype="float64")
    filled = s.ffill() if remedy == "use-ffill-bfill" else s.fillna(method="ffill")
    want, last = [], math.nan
    for v in RAW:
        last = v if v is not None else last
        want.append(last)
    check(filled.tolist() == want, f"{filled.tolist()}, expected {want}")


if __name__ == "__main__":
    main()
