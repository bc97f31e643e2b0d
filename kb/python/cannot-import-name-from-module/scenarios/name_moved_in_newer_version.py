"""ImportError: cannot import name 'Mapping' from 'collections', cause: the name was moved and
the old alias removed in a newer release (the ABC aliases in `collections` were removed in
Python 3.10; they live in `collections.abc`).

Remedies:
  import-from-new-location   `from collections.abc import Mapping`
"""
import json

from _kit import arg_remedy

remedy = arg_remedy({"import-from-new-location"})

if remedy == "import-from-new-location":
    from collections.abc import Mapping
else:
    from collections import Mapping


def flatten(d, prefix=""):
    out = {}
    for k, v in d.items():
        key = prefix + k
        if isinstance(v, Mapping):
            out.update(flatten(v, key + "."))
        else:
            out[key] = v
    return out


got = flatten({"db": {"host": "x", "port": 5432}, "debug": True})
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == {"db.host": "x", "db.port": 5432, "debug": True}, "detail": repr(got)}))
