"""AttributeError: 'dict' object has no attribute 'iteritems', cause: Python 2 code on Python 3.

dict.iteritems(), dict.has_key() and str.decode() existed in Python 2 and are gone in
Python 3 (items() returns a view; `in` tests keys; str is already text).

Remedies:
  use-the-python3-method   d.items() instead of d.iteritems() (key in d for has_key)
"""
import json, sys

REMEDIES = {"use-the-python3-method"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

stock = {"bolts": 120, "nuts": 0, "washers": 35}
if REMEDY == "use-the-python3-method":
    empty = [name for name, n in stock.items() if n == 0]
else:
    empty = [name for name, n in stock.iteritems() if n == 0]
print("KNOWNFIX_CHECK " + json.dumps({"ok": empty == ["nuts"], "detail": "out of stock %r" % (empty,)}))
