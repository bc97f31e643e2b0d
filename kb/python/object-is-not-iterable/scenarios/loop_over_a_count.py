"""TypeError: 'int' object is not iterable, cause: a for loop over a count (an int) instead of a range.

`for i in len(rows)` (or `for i in n_epochs`) asks Python to iterate over a number. The program numbers the
lines of a report.

Remedies:
  use-range                       `for i in range(len(rows))` (or enumerate(rows))
  wrap-number-in-list (dead end)  `for i in [len(rows)]`: iterates once, over the count itself
"""
import json, sys

REMEDIES = {"use-range", "wrap-number-in-list"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

rows = ["alpha", "beta", "gamma", "delta"]
lines = []
if REMEDY == "use-range":
    for i in range(len(rows)):
        lines.append("%d. %s" % (i + 1, rows[i]))
elif REMEDY == "wrap-number-in-list":
    for i in [len(rows)]:
        lines.append("%d. %s" % (i, rows[i - 1]))
else:
    for i in len(rows):
        lines.append("%d. %s" % (i + 1, rows[i]))

expected = ["1. alpha", "2. beta", "3. gamma", "4. delta"]
print("KNOWNFIX_CHECK " + json.dumps({"ok": lines == expected, "detail": "lines %r, expected %r" % (lines, expected)}))
