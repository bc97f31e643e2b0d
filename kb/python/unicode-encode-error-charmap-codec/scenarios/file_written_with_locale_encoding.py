"""UnicodeEncodeError: 'charmap' codec can't encode character, cause: a report file is opened
for writing without an explicit encoding, so it gets the locale's code page. The scenario passes
encoding="cp1252" to stand in for open()'s default on a Windows machine with a Western locale.

Remedies:
  open-with-utf8   open(path, "w", encoding="utf-8"), and read it back the same way
"""
import json

from _kit import arg_remedy

remedy = arg_remedy({"open-with-utf8"})

LOCALE_DEFAULT = "cp1252"
encoding = "utf-8" if remedy == "open-with-utf8" else LOCALE_DEFAULT
names = ["Zo\u00eb", "\u0141ukasz", "\u738b\u82b3"]
with open("attendees.txt", "w", encoding=encoding) as f:
    for n in names:
        f.write(n + "\n")
with open("attendees.txt", encoding=encoding) as f:
    got = f.read().splitlines()
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == names, "detail": "read back %r" % (got,)}))
