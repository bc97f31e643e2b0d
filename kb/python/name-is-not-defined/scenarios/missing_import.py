"""name 'json' is not defined, cause: the module is used without being imported here.

Remedies:
  add-the-import   import json in this module
"""
from _kit import arg_remedy

remedy = arg_remedy({"add-the-import"})
if remedy == "add-the-import":
    import json


def to_payload(record):
    return json.dumps(record, sort_keys=True)


got = to_payload({"id": 7, "ok": True})
import json as _json  # only for the check line
print("KNOWNFIX_CHECK " + _json.dumps({"ok": got == '{"id": 7, "ok": true}', "detail": "payload %r" % got}))
