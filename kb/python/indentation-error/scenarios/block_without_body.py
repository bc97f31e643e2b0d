"""IndentationError: expected an indented block, cause: a function whose body is only a comment
(a placeholder left for later), followed by the next definition.

Remedies:
  add-pass-body   give the placeholder a body: `pass` (or `...`, or a docstring)
"""
import importlib
import json
import sys

from _kit import arg_remedy

remedy = arg_remedy({"add-pass-body"})

BODY = "    pass  # TODO: send an e-mail\n" if remedy == "add-pass-body" else "    # TODO: send an e-mail\n"
SOURCE = (
    "def on_alert(message):\n"
    + BODY +
    "\n"
    "def celsius_to_fahrenheit(c):\n"
    "    return c * 9 / 5 + 32\n"
)
with open("hooks.py", "w") as f:
    f.write(SOURCE)
sys.path.insert(0, ".")
hooks = importlib.import_module("hooks")

got = [hooks.celsius_to_fahrenheit(c) for c in (0, 100, -40)]
ok = got == [32.0, 212.0, -40.0] and hooks.on_alert("disk full") is None
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "conversions %r" % (got,)}))
