"""C.total() takes 1 positional argument but 2 were given, cause: a method without self.

Remedies:
  add-self-or-staticmethod      def total(self, items)
  drop-the-argument (dead end)  call cart.total() with no argument
"""
import json

from _kit import arg_remedy

remedy = arg_remedy({"add-self-or-staticmethod", "drop-the-argument"})


class Cart:
    TAX = 0.25

    if remedy == "add-self-or-staticmethod":
        def total(self, items):
            return round(sum(items) * (1 + self.TAX), 2)
    else:
        def total(items):
            return round(sum(items) * (1 + Cart.TAX), 2)


cart = Cart()
prices = [10.0, 2.5, 7.5]
if remedy == "drop-the-argument":
    got = cart.total()
else:
    got = cart.total(prices)
expected = 25.0  # (10 + 2.5 + 7.5) * 1.25
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "total %r, expected %r" % (got, expected)}))
