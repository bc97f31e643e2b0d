"""TypeError: cannot unpack non-iterable int object, cause: unpacking a plain value in a loop.

`for i, score in scores:` was meant to give the index and the value, but iterating over
a list of ints yields one int at a time, which cannot be split into two names. (The same
happens with `x, y = self.pos` when pos is a single number.)

Remedies:
  use-enumerate   for i, score in enumerate(scores)
"""
import json, sys

REMEDIES = {"use-enumerate"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

scores = [71, 88, 64]
lines = []
if REMEDY == "use-enumerate":
    for i, score in enumerate(scores, 1):
        lines.append("%d. %d" % (i, score))
else:
    for i, score in scores:
        lines.append("%d. %d" % (i, score))
print("KNOWNFIX_CHECK " + json.dumps({"ok": lines == ["1. 71", "2. 88", "3. 64"], "detail": "%r" % (lines,)}))
