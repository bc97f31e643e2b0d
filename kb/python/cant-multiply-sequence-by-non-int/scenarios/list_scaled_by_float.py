"""TypeError: can't multiply sequence by non-int of type 'float', cause: a list of numbers
multiplied by a float as if it were a vector.

`weights * 0.5` on a Python list means repetition, not element-wise scaling; lists can only
be repeated an integer number of times.

Remedies:
  elementwise-or-numpy   scale each element ([w * 0.5 for w in weights]) or use a NumPy array
"""
import json, sys

REMEDIES = {"elementwise-or-numpy"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

weights = [0.2, 0.4, 0.8]
scaled = [w * 0.5 for w in weights] if REMEDY == "elementwise-or-numpy" else weights * 0.5
print("KNOWNFIX_CHECK " + json.dumps({"ok": scaled == [0.1, 0.2, 0.4], "detail": "%r" % (scaled,)}))
