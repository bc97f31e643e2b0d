"""TypeError: 'dict_keys' object is not subscriptable, cause: indexing a view, set, generator or map.

In Python 3 dict.keys()/values()/items() return views, and map()/filter()/zip() return
iterators; none of them (nor sets) support [i]. Python 2 returned lists.

Remedies:
  make-a-list-or-use-next   list(view)[0] for a position, next(iter(view)) for the first item
"""
import json, sys

REMEDIES = {"make-a-list-or-use-next"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

config = {"primary": "db1", "replica": "db2"}
first_key = list(config.keys())[0] if REMEDY == "make-a-list-or-use-next" else config.keys()[0]
print("KNOWNFIX_CHECK " + json.dumps({"ok": first_key == "primary", "detail": "first key %r" % first_key}))
