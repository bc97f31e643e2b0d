"""TypeError: 'float' object cannot be interpreted as an integer, cause: a division result used as
a count.

The batch count is computed with `/`, which always returns a float in Python 3, and passed
to range().

Remedies:
  integer-division    use // (or math.ceil for a count that must round up)
"""
import json, math, sys

REMEDIES = {"integer-division"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

items = list(range(10))
size = 4
n_batches = math.ceil(len(items) / size) if REMEDY == "integer-division" else len(items) / size
batches = [items[i * size:(i + 1) * size] for i in range(n_batches)]
print("KNOWNFIX_CHECK " + json.dumps({"ok": batches == [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9]], "detail": "%r" % (batches,)}))
