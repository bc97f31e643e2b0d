"""name 'lenhgt' is not defined (3.10+: Did you mean: 'length'?), cause: a misspelt name.

Remedies:
  fix-the-spelling   use `length`
"""
import json

from _kit import arg_remedy

remedy = arg_remedy({"fix-the-spelling"})
words = ["alpha", "beta", "gamma"]
length = len(words)
if remedy == "fix-the-spelling":
    summary = "%d words" % length
else:
    summary = "%d words" % lenhgt
print("KNOWNFIX_CHECK " + json.dumps({"ok": summary == "3 words", "detail": summary}))
