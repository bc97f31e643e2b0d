"""TypeError: unhashable type: 'dict', cause: a mutable container used as a set element / dict key.

De-duplicating API records (dicts) with set(records).

Remedies:
  convert-to-hashable       key each record by tuple(sorted(record.items())) (frozen form)
  str-as-key (dead end)     key each record by str(record)
"""
import json, sys

REMEDIES = {"convert-to-hashable", "str-as-key"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

# Two pages of results from an API; the same user appears twice, once with keys in another order.
records = [
    {"id": 1, "name": "ana"},
    {"id": 2, "name": "bo"},
    {"name": "ana", "id": 1},
    {"id": 3, "name": "cy"},
]

if REMEDY == "convert-to-hashable":
    seen, unique = set(), []
    for r in records:
        key = tuple(sorted(r.items()))
        if key not in seen:
            seen.add(key)
            unique.append(r)
elif REMEDY == "str-as-key":
    seen, unique = set(), []
    for r in records:
        key = str(r)
        if key not in seen:
            seen.add(key)
            unique.append(r)
else:
    unique = list(set(records))

expected = [{"id": 1, "name": "ana"}, {"id": 2, "name": "bo"}, {"id": 3, "name": "cy"}]
ok = sorted(unique, key=lambda r: r["id"]) == expected
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "%d unique records: %r" % (len(unique), unique)}))
