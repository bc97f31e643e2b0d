"""SyntaxError: f-string: unmatched '[', cause: a dict key inside an f-string uses the same quote
character as the f-string itself. Python 3.12 (PEP 701) accepts this; 3.9-3.11 end the string at
the inner quote.

Remedies:
  use-other-quotes   write the inner key with the other quote character
"""
import importlib
import json
import sys

from _kit import arg_remedy

remedy = arg_remedy({"use-other-quotes"})

LINE = (
    "        lines.append(f\"{row['name']}: {row['qty']} pcs\")\n" if remedy == "use-other-quotes"
    else "        lines.append(f\"{row[\"name\"]}: {row[\"qty\"]} pcs\")\n"
)
SOURCE = "def label(rows):\n    lines = []\n    for row in rows:\n" + LINE + "    return lines\n"
with open("labels.py", "w") as f:
    f.write(SOURCE)
sys.path.insert(0, ".")
labels = importlib.import_module("labels")

rows = [{"name": "bolt", "qty": 12}, {"name": "nut", "qty": 30}]
got = labels.label(rows)
expected = ["%s: %d pcs" % (r["name"], r["qty"]) for r in rows]
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "labels %r" % (got,)}))
