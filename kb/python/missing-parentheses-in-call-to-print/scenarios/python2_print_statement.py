"""SyntaxError: Missing parentheses in call to 'print', cause: a module written for Python 2
(print statements) is imported by Python 3.

Remedies:
  call-print-function                     port the statements to print(...) calls
  future-print-function (dead end)        add `from __future__ import print_function` only
"""
import contextlib
import importlib
import io
import json
import sys

from _kit import arg_remedy

remedy = arg_remedy({"call-print-function", "future-print-function"})

PY2 = (
    "def report(rows):\n"
    "    for row in rows:\n"
    "        print '%-6s %3d' % row\n"
    "    total = sum([qty for _, qty in rows])\n"
    "    print 'total', total\n"
)
PY3 = (
    "def report(rows):\n"
    "    for row in rows:\n"
    "        print('%-6s %3d' % row)\n"
    "    total = sum([qty for _, qty in rows])\n"
    "    print('total', total)\n"
)
source = PY2
if remedy == "call-print-function":
    source = PY3
elif remedy == "future-print-function":
    source = "from __future__ import print_function\n" + PY2

with open("stock_report.py", "w") as f:
    f.write(source)
sys.path.insert(0, ".")
stock_report = importlib.import_module("stock_report")

buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    stock_report.report([("bolt", 12), ("nut", 30)])
got = buf.getvalue().splitlines()
expected = ["bolt    12", "nut     30", "total 42"]
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "printed %r" % (got,)}))
