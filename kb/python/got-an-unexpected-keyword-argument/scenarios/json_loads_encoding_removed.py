"""got an unexpected keyword argument 'encoding', cause: json.loads lost `encoding=` in 3.9.

A message consumer written for older Pythons decodes its payload with
json.loads(raw, encoding="utf-8"); from 3.9 on json.loads forwards the keyword to
JSONDecoder.__init__, which rejects it.

Remedies:
  drop-removed-keyword   json.loads(raw.decode("utf-8"))
"""
import json

from _kit import arg_remedy

remedy = arg_remedy({"drop-removed-keyword"})
raw = '{"user": "Zoë", "items": [1, 2, 3]}'.encode("utf-8")

if remedy == "drop-removed-keyword":
    payload = json.loads(raw.decode("utf-8"))
else:
    payload = json.loads(raw, encoding="utf-8")

expected = {"user": "Zo\u00eb", "items": [1, 2, 3]}
print("KNOWNFIX_CHECK " + json.dumps({"ok": payload == expected, "detail": "payload %r" % (payload,)}))
