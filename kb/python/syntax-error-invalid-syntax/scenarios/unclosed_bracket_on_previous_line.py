"""SyntaxError: invalid syntax (3.8, 3.9) / '(' was never closed (3.10+), cause: a bracket
left open on an earlier line.

`total = sum([1, 2, 3]` lacks its closing parenthesis, so the parser reads on into the next
line. Python 3.8 and 3.9 report invalid syntax at the next line (where the error is not);
3.10 and later name the bracket that was never closed, at its own line.

Remedies:
  close-the-bracket       add the missing ) / ] / } (an editor's bracket matching shows which)
"""
import json
from _kit import arg_remedy, load

REMEDY = arg_remedy({"close-the-bracket"})
first = "total = sum([1, 2, 3])\n" if REMEDY == "close-the-bracket" else "total = sum([1, 2, 3]\n"
mod = load("totals", first + "average = total / 3\n")
print("KNOWNFIX_CHECK " + json.dumps({"ok": mod.average == 2.0, "detail": "average %r" % (mod.average,)}))
