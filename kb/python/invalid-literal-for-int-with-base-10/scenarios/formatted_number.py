"""ValueError: invalid literal for int() with base 10: '1,250', cause: numbers copied from a report
carry thousands separators.

Remedies:
  strip-formatting   remove the separators the source uses before int()
"""
import json

from _kit import arg_remedy

remedy = arg_remedy({"strip-formatting"})

cells = ["980", "1,250", "12,000"]


def parse(cell):
    if remedy == "strip-formatting":
        cell = cell.replace(",", "")
    return int(cell)


got = [parse(c) for c in cells]
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == [980, 1250, 12000], "detail": "parsed %r" % (got,)}))
