"""UnboundLocalError for 'total', cause: a closure does `total += x` on an enclosing variable.

Remedies:
  declare-global-or-nonlocal   `nonlocal total`
"""
import json

from _kit import arg_remedy

remedy = arg_remedy({"declare-global-or-nonlocal"})


def running_sum():
    total = 0
    if remedy == "declare-global-or-nonlocal":
        def add(x):
            nonlocal total
            total += x
            return total
    else:
        def add(x):
            total += x
            return total
    return add


add = running_sum()
got = [add(x) for x in (5, 10, 2.5)]
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == [5, 15, 17.5], "detail": "running sums %r" % (got,)}))
