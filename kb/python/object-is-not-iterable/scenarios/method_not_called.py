"""TypeError: 'builtin_function_or_method' object is not iterable, cause: a method is iterated over instead
of being called (`d.items` instead of `d.items()`, `obj.get_rows` instead of `obj.get_rows()`).

Remedies:
  call-the-method              `for name, qty in stock.items():`
"""
import json, sys

REMEDIES = {"call-the-method"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

stock = {"apples": 3, "pears": 0, "plums": 7}
low = []
if REMEDY == "call-the-method":
    for name, qty in stock.items():
        if qty < 5:
            low.append(name)
else:
    for name, qty in stock.items:
        if qty < 5:
            low.append(name)

expected = sorted(k for k in stock if stock[k] < 5)
print("KNOWNFIX_CHECK " + json.dumps({"ok": sorted(low) == expected, "detail": "low %r, expected %r" % (low, expected)}))
