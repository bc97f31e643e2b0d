"""TypeError: string indices must be integers, cause: looping over a dict yields its keys.

The API returns a dict keyed by id, {"17": {...}, "18": {...}}, where the code expected a
list of records. `for rec in users:` then gives the key strings, and rec["name"] indexes a
string.

Remedies:
  iterate-values-or-items   loop over users.values() (or .items() for the keys too)
"""
import json, sys

REMEDIES = {"iterate-values-or-items"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

users = json.loads('{"17": {"name": "ada"}, "18": {"name": "linus"}}')
records = users.values() if REMEDY == "iterate-values-or-items" else users
names = [rec["name"] for rec in records]
print("KNOWNFIX_CHECK " + json.dumps({"ok": names == ["ada", "linus"], "detail": "%r" % (names,)}))
