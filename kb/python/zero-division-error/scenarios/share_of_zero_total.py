"""ZeroDivisionError: division by zero, cause: each option's share is votes / total, and a poll
that has just opened has a total of 0.

The rule: shares are exact percentages; a poll without votes shows no shares (None).

Remedies:
  handle-empty-explicitly        return None when the total is 0
  add-epsilon (dead end)         divide by total + 1e-9
"""
import json
from fractions import Fraction

from _kit import arg_remedy

remedy = arg_remedy({"handle-empty-explicitly", "add-epsilon"})

polls = {"lunch": {"pizza": 3, "salad": 1}, "offsite": {"lake": 0, "city": 0}}


def shares(votes):
    total = sum(votes.values())
    if remedy == "handle-empty-explicitly" and total == 0:
        return None
    if remedy == "add-epsilon":
        total = total + 1e-9
    return {k: 100 * v / total for k, v in votes.items()}


got = {name: shares(v) for name, v in polls.items()}
expected = {"lunch": {"pizza": float(Fraction(300, 4)), "salad": float(Fraction(100, 4))}, "offsite": None}
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "shares %r" % (got,)}))
