"""TypeError: list indices must be integers or slices, not str, cause: a JSON array indexed like an object.

The API returns a top-level array of results, but the client reads data["results"] as if
the payload were {"results": [...]} (the format of an older API version).

Remedies:
  index-by-position-or-iterate   check the payload's shape and iterate the list (or accept both shapes)
"""
import json, sys

REMEDIES = {"index-by-position-or-iterate"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

data = json.loads('[{"id": 1, "score": 0.9}, {"id": 2, "score": 0.4}]')
if REMEDY == "index-by-position-or-iterate":
    results = data["results"] if isinstance(data, dict) else data
else:
    results = data["results"]
best = max(results, key=lambda r: r["score"])["id"]
print("KNOWNFIX_CHECK " + json.dumps({"ok": best == 1, "detail": "best id %r" % best}))
