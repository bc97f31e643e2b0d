"""ValueError: invalid literal for int() with base 10: 'qty', cause: a CSV file is read line by
line and its header row (and a blank cell for a missing count) reach int().

The rule: the mean of the recorded counts; a blank cell is a missing count, not zero.

Remedies:
  skip-header-and-blanks          csv.DictReader for the header, skip blank cells explicitly
  except-valueerror-zero (dead end)  `except ValueError: n = 0`
"""
import csv
import io
import json

from _kit import arg_remedy

remedy = arg_remedy({"skip-header-and-blanks", "except-valueerror-zero"})

DATA = "sku,qty\nA1,4\nB2,\nC3,8\n"

counts = []
if remedy == "skip-header-and-blanks":
    for row in csv.DictReader(io.StringIO(DATA)):
        if row["qty"].strip():
            counts.append(int(row["qty"]))
else:
    for line in DATA.splitlines():
        cell = line.split(",")[1]
        if remedy == "except-valueerror-zero":
            try:
                n = int(cell)
            except ValueError:
                n = 0
        else:
            n = int(cell)
        counts.append(n)

mean = sum(counts) / len(counts)
print("KNOWNFIX_CHECK " + json.dumps({"ok": mean == (4 + 8) / 2, "detail": "mean %r of %r" % (mean, counts)}))
