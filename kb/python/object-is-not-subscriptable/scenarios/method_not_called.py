"""TypeError: 'method' object is not subscriptable, cause: a method used without calling it.

`report.rows[0]` where rows is a method (rows()), so the subscript is applied to the bound
method object itself.

Remedies:
  call-it              add the parentheses: report.rows()[0]
"""
import json, sys

REMEDIES = {"call-it"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)


class Report:
    def __init__(self, data):
        self._data = data

    def rows(self):
        return sorted(self._data)


report = Report([3, 1, 2])
first = report.rows()[0] if REMEDY == "call-it" else report.rows[0]
print("KNOWNFIX_CHECK " + json.dumps({"ok": first == 1, "detail": "first row %r" % first}))
