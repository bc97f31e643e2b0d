"""can only concatenate str (not "int") to str, cause: a csv field (a str) used in arithmetic.

Every value from csv.DictReader is a str; `row["qty"] + 1` (one free item per line)
asks str to concatenate an int.

Remedies:
  convert-before-arithmetic        int(row["qty"]) + 1
  str-the-right-operand (dead end) row["qty"] + str(1) -> "31"
"""
import csv, io, json

from _kit import arg_remedy

remedy = arg_remedy({"convert-before-arithmetic", "str-the-right-operand"})
DATA = "sku,qty\nA1,3\nB2,10\nC3,0\n"

shipped = {}
for row in csv.DictReader(io.StringIO(DATA)):
    if remedy == "convert-before-arithmetic":
        shipped[row["sku"]] = int(row["qty"]) + 1
    elif remedy == "str-the-right-operand":
        shipped[row["sku"]] = row["qty"] + str(1)
    else:
        shipped[row["sku"]] = row["qty"] + 1

expected = {"A1": 4, "B2": 11, "C3": 1}
print("KNOWNFIX_CHECK " + json.dumps({"ok": shipped == expected, "detail": "shipped %r, expected %r" % (shipped, expected)}))
