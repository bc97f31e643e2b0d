"""TypeError: 'int' object is not callable, cause: an attribute that holds a value (here a
property) is called like a method.

Remedies:
  drop-the-parentheses   read the attribute without ()
"""
import json

from _kit import arg_remedy

remedy = arg_remedy({"drop-the-parentheses"})


class Cart:
    def __init__(self, items):
        self.items = items

    @property
    def count(self):
        return sum(q for _, q in self.items)


cart = Cart([("bolt", 3), ("nut", 5)])
n = cart.count if remedy == "drop-the-parentheses" else cart.count()
print("KNOWNFIX_CHECK " + json.dumps({"ok": n == 8, "detail": "count %r" % (n,)}))
