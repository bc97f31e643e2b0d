"""TypeError: argument of type 'int' is not iterable, cause: `x in value` where value is a number.

A de-duplication loop keeps `seen` as a count instead of a set (`seen = 0` and `seen += 1`),
so `if item in seen` tests membership in an int.

Remedies:
  use-a-set          keep the collection you test against (seen = set(); seen.add(item)), and a
                     separate counter if a count is needed
"""
import json, sys

REMEDIES = {"use-a-set"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

items = ["a", "b", "a", "c", "b"]
unique = []
if REMEDY == "use-a-set":
    seen = set()
    for item in items:
        if item not in seen:
            seen.add(item)
            unique.append(item)
else:
    seen = 0
    for item in items:
        if item not in seen:
            seen += 1
            unique.append(item)
print("KNOWNFIX_CHECK " + json.dumps({"ok": unique == ["a", "b", "c"], "detail": "%r" % (unique,)}))
