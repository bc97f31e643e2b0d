"""'NoneType' object has no attribute 'append', cause: assigning the result of list.append.

`tags = tags.append(tag)` stores None after the first record, so the second iteration
calls .append on None.

Remedies:
  do-not-assign-inplace-result    tags.append(tag) as a statement
"""
import json, sys

REMEDIES = {"do-not-assign-inplace-result"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

RECORDS = [{"id": 1, "tag": "red"}, {"id": 2, "tag": "green"}, {"id": 3, "tag": "blue"}]

tags = []
for rec in RECORDS:
    if REMEDY == "do-not-assign-inplace-result":
        tags.append(rec["tag"])
    else:
        tags = tags.append(rec["tag"])

expected = ["red", "green", "blue"]
print("KNOWNFIX_CHECK " + json.dumps({"ok": tags == expected, "detail": "tags %r, expected %r" % (tags, expected)}))
