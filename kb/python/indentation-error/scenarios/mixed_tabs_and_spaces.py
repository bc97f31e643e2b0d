"""TabError, cause: a module mixes tab and space indentation. Its author's editor showed a tab
as 4 columns, so the tab-indented `return` looked aligned with the `for` line.

The rule: total() returns the sum of all readings.

Remedies:
  reindent-with-spaces            expand the tabs with the width the author's editor used (4)
  expand-tabs-default (dead end)  str.expandtabs() with its default width (8)
"""
import importlib
import json
import sys

from _kit import arg_remedy

remedy = arg_remedy({"reindent-with-spaces", "expand-tabs-default"})

SOURCE = (
    "def total(readings):\n"
    "    result = 0\n"
    "    for r in readings:\n"
    "        result += r\n"
    "\treturn result\n"
)
if remedy == "reindent-with-spaces":
    SOURCE = SOURCE.expandtabs(4)
elif remedy == "expand-tabs-default":
    SOURCE = SOURCE.expandtabs()

with open("sensor_stats.py", "w") as f:
    f.write(SOURCE)
sys.path.insert(0, ".")
sensor_stats = importlib.import_module("sensor_stats")

readings = [3, 4, 5, 6]
got = sensor_stats.total(readings)
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == sum(readings), "detail": "total %r, expected %r" % (got, sum(readings))}))
