"""AttributeError: 'list' object has no attribute 'split', cause: the value has another type
than the code assumes.

read_records() used to return the file's text; it now returns the list of lines
(readlines()), and the caller still calls .split() on it. The method belongs to str, the
value is a list.

Remedies:
  operate-on-the-right-type   apply the str method to each element (or convert the value first)
"""
import json, sys

REMEDIES = {"operate-on-the-right-type"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)


def read_records():
    return ["ada,36", "linus,54", "grace,85"]       # was: the whole text as one str


lines = read_records()
if REMEDY == "operate-on-the-right-type":
    rows = [line.split(",") for line in lines]
else:
    rows = [r.split(",") for r in lines.split("\n")]
ages = {name: int(age) for name, age in rows}
print("KNOWNFIX_CHECK " + json.dumps({"ok": ages == {"ada": 36, "linus": 54, "grace": 85}, "detail": "%r" % (ages,)}))
