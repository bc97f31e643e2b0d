"""UnboundLocalError for 'json', cause: `json = json.loads(...)` makes the module name local
to the whole function.

Remedies:
  rename-the-local   data = json.loads(...)
"""
import json

from _kit import arg_remedy

remedy = arg_remedy({"rename-the-local"})

if remedy == "rename-the-local":
    def item_names(text):
        data = json.loads(text)
        return [i["name"] for i in data["items"]]
else:
    def item_names(text):
        json = json.loads(text)
        return [i["name"] for i in json["items"]]

got = item_names('{"items": [{"name": "bolt"}, {"name": "nut"}]}')
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == ["bolt", "nut"], "detail": "names %r" % (got,)}))
