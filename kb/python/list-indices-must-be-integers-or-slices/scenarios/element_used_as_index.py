"""TypeError: list indices must be integers or slices, not str, cause: a loop element used as an index.

`for name in names: print(names[name])` treats each element as a position; the elements
are strings.

Remedies:
  use-the-element-or-enumerate   use the element itself, or enumerate() when the position is needed
"""
import json, sys

REMEDIES = {"use-the-element-or-enumerate"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

names = ["ada", "bo", "cy"]
lines = []
if REMEDY == "use-the-element-or-enumerate":
    for i, name in enumerate(names, 1):
        lines.append("%d %s" % (i, name))
else:
    for name in names:
        lines.append("%d %s" % (names.index(name) + 1, names[name]))
print("KNOWNFIX_CHECK " + json.dumps({"ok": lines == ["1 ada", "2 bo", "3 cy"], "detail": "%r" % (lines,)}))
