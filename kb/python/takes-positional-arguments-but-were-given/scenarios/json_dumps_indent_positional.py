"""dumps() takes 1 positional argument but 2 were given, cause: json.dumps(data, 2)
passes the keyword-only `indent` by position.

Remedies:
  pass-by-keyword   json.dumps(data, indent=2)
"""
import json

from _kit import arg_remedy

remedy = arg_remedy({"pass-by-keyword"})
data = {"name": "ana", "roles": ["admin", "dev"]}
if remedy == "pass-by-keyword":
    text = json.dumps(data, indent=2)
else:
    text = json.dumps(data, 2)

expected = '{\n  "name": "ana",\n  "roles": [\n    "admin",\n    "dev"\n  ]\n}'
print("KNOWNFIX_CHECK " + json.dumps({"ok": text == expected and json.loads(text) == data, "detail": "got %r" % text}))
