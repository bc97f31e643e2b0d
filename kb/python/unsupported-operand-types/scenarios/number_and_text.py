"""TypeError: unsupported operand type(s) for +=: 'int' and 'str', cause: text from a file or form
used as a number.

Quantities read with csv are strings; `total += row["qty"]` adds a str to an int.

Remedies:
  convert-at-the-boundary   int()/float() the field where it is read
"""
import csv, io, json, sys

REMEDIES = {"convert-at-the-boundary"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

total = 0
for row in csv.DictReader(io.StringIO("item,qty\nbolt,4\nnut,10\n")):
    qty = int(row["qty"]) if REMEDY == "convert-at-the-boundary" else row["qty"]
    total += qty
print("KNOWNFIX_CHECK " + json.dumps({"ok": total == 14, "detail": "total %r" % total}))
