"""'NoneType' object is not subscriptable, cause: assigning the result of an in-place method.

`top = scores.sort(reverse=True)` stores None: list.sort() sorts in place and returns None.

Remedies:
  use-sorted              top = sorted(scores, reverse=True)
"""
import json, sys

REMEDIES = {"use-sorted"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

scores = [72, 95, 88, 61, 99, 85]
if REMEDY == "use-sorted":
    ranked = sorted(scores, reverse=True)
else:
    ranked = list(scores).sort(reverse=True)
podium = ranked[:3]

expected = [99, 95, 88]  # by hand
print("KNOWNFIX_CHECK " + json.dumps({"ok": podium == expected and scores == [72, 95, 88, 61, 99, 85],
                                      "detail": "podium %r, expected %r" % (podium, expected)}))
