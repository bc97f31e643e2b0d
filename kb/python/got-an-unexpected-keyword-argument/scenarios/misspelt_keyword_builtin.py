"""'reversed' is an invalid keyword argument for sort() (3.8-3.12) /
sort() got an unexpected keyword argument 'reversed' (3.13), cause: a misspelt keyword.

Remedies:
  use-declared-name   scores.sort(reverse=True)
"""
import json

from _kit import arg_remedy

remedy = arg_remedy({"use-declared-name"})
scores = [72, 95, 88, 61]
if remedy == "use-declared-name":
    scores.sort(reverse=True)
else:
    scores.sort(reversed=True)

print("KNOWNFIX_CHECK " + json.dumps({"ok": scores == [95, 88, 72, 61], "detail": "sorted %r" % (scores,)}))
