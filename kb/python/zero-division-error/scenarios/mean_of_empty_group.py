"""ZeroDivisionError: division by zero, cause: the mean of each group is sum / len, and one group
has no values.

The rule: a group without values has no mean (None), it is not 0.

Remedies:
  handle-empty-explicitly             return None for an empty group
  or-one-denominator (dead end)       sum(xs) / (len(xs) or 1)
  statistics-mean (dead end)          statistics.mean(xs)
"""
import json
import statistics

from _kit import arg_remedy

remedy = arg_remedy({"handle-empty-explicitly", "or-one-denominator", "statistics-mean"})

latencies = {"eu": [120, 80, 100], "us": [], "asia": [200, 220]}


def mean(xs):
    if remedy == "handle-empty-explicitly":
        return sum(xs) / len(xs) if xs else None
    if remedy == "or-one-denominator":
        return sum(xs) / (len(xs) or 1)
    if remedy == "statistics-mean":
        return statistics.mean(xs)
    return sum(xs) / len(xs)


got = {region: mean(xs) for region, xs in latencies.items()}
expected = {"eu": 100.0, "us": None, "asia": 210.0}
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "means %r" % (got,)}))
