"""can only concatenate str (not "int") to str, cause: a number concatenated into text.

Remedies:
  use-f-string   f"{name}: {qty} x {price:.2f}"
"""
import json

from _kit import arg_remedy

remedy = arg_remedy({"use-f-string"})
order = [("apple", 3, 0.5), ("pear", 2, 0.75)]
lines = []
for name, qty, price in order:
    if remedy == "use-f-string":
        lines.append(f"{name}: {qty} x {price:.2f}")
    else:
        lines.append(name + ": " + qty + " x " + "%.2f" % price)

expected = ["apple: 3 x 0.50", "pear: 2 x 0.75"]
print("KNOWNFIX_CHECK " + json.dumps({"ok": lines == expected, "detail": "lines %r" % (lines,)}))
