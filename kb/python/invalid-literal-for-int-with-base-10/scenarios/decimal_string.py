"""ValueError: invalid literal for int() with base 10: '2.5', cause: a quantity column holds
decimal numbers ("2.5" hours), and the code converts every cell with int().

The rule: the billed total is the exact sum of the hours times the rate.

Remedies:
  parse-as-decimal            Decimal(cell) (or float) for a column that may hold fractions
  int-of-float (dead end)     int(float(cell)) drops the fraction
"""
import json
from decimal import Decimal

from _kit import arg_remedy

remedy = arg_remedy({"parse-as-decimal", "int-of-float"})

CSV = "task,hours\nsetup,3\nreview,2.5\ndeploy,1.25\n"
RATE = 80


def hours(cell):
    if remedy == "parse-as-decimal":
        return Decimal(cell)
    if remedy == "int-of-float":
        return int(float(cell))
    return int(cell)


rows = [line.split(",") for line in CSV.splitlines()[1:]]
total = sum(hours(h) * RATE for _, h in rows)
expected = (Decimal("3") + Decimal("2.5") + Decimal("1.25")) * RATE
print("KNOWNFIX_CHECK " + json.dumps({"ok": total == expected, "detail": "billed %s, expected %s" % (total, expected)}))
