"""Own code catches np.AxisError; the except clause itself fails under NumPy 2.

A helper sums over the channel axis and falls back to axis 0 for 2-D input:
``try: a.sum(axis=2) except np.AxisError: a.sum(axis=0)``. With 2-D input the sum
raises AxisError, Python evaluates ``np.AxisError`` to match it, and under NumPy 2 that
raises ``AttributeError: module 'numpy' has no attribute 'AxisError'`` (chained to the
original AxisError).

Check: the totals equal those computed with plain Python loops.

Remedies:
  use-numpy-exceptions   except np.exceptions.AxisError

Usage: python except_axis_error.py [--remedy ID]
"""

import numpy as np

from _common import check, parse_remedy

REMEDIES = ("use-numpy-exceptions",)


def channel_totals(a, remedy):
    if remedy == "use-numpy-exceptions":
        try:
            return a.sum(axis=2)
        except np.exceptions.AxisError:
            return a.sum(axis=0)
    try:
        return a.sum(axis=2)
    except np.AxisError:
        return a.sum(axis=0)


def main():
    remedy = parse_remedy(REMEDIES)
    rows = [[1, 2, 3], [4, 5, 6]]
    got = channel_totals(np.array(rows), remedy).tolist()
    want = [sum(r[j] for r in rows) for j in range(3)]
    check(got == want, f"totals {got}, expected {want}")


if __name__ == "__main__":
    main()
