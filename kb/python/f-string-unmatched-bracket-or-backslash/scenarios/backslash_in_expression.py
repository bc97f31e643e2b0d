"""SyntaxError: f-string expression part cannot include a backslash, cause: an escape such as
'\\n' is written inside the {...} of an f-string (Python 3.6-3.11; allowed from 3.12, PEP 701).

Remedies:
  move-escape-out-of-expression   bind the separator to a name outside the f-string
  raw-f-string (dead end)         make it an rf-string
"""
import importlib
import json
import sys

from _kit import arg_remedy

remedy = arg_remedy({"move-escape-out-of-expression", "raw-f-string"})

if remedy == "move-escape-out-of-expression":
    BODY = "    newline = '\\n'\n    return f\"Items:\\n{newline.join(items)}\"\n"
elif remedy == "raw-f-string":
    BODY = "    return rf\"Items:\\n{'\\n'.join(items)}\"\n"
else:
    BODY = "    return f\"Items:\\n{'\\n'.join(items)}\"\n"
with open("render.py", "w") as f:
    f.write("def block(items):\n" + BODY)
sys.path.insert(0, ".")
render = importlib.import_module("render")

got = render.block(["bolt", "nut"])
expected = "Items:\n" + "\n".join(["bolt", "nut"])
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "rendered %r" % (got,)}))
