"""TypeError: 'list' object is not callable, cause: a variable named `list` hides the built-in,
and a later line calls list(...).

Remedies:
  rename-shadowing-variable   give the variable its own name
"""
import json

from _kit import arg_remedy

remedy = arg_remedy({"rename-shadowing-variable"})

if remedy == "rename-shadowing-variable":
    tags = ["b", "a", "b"]
    unique = sorted(set(tags))
    letters = list("xyz")
else:
    list = ["b", "a", "b"]
    unique = sorted(set(list))
    letters = list("xyz")

ok = unique == ["a", "b"] and letters == ["x", "y", "z"]
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "unique %r, letters %r" % (unique, letters)}))
