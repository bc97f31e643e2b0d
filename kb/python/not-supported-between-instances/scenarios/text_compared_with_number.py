"""TypeError: '>=' not supported between instances of 'str' and 'int', cause: text from input,
a CSV file or a form compared with a number.

Ages read with csv are strings; `row["age"] >= 18` compares a str with an int, which
Python 3 refuses (Python 2 silently ordered all ints before all strings).

Remedies:
  convert-at-the-boundary   convert the field with int()/float() where it is read
"""
import csv, io, json, sys

REMEDIES = {"convert-at-the-boundary"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

CSV = "name,age\nada,36\nbo,9\ncy,18\n"
adults = []
for row in csv.DictReader(io.StringIO(CSV)):
    age = int(row["age"]) if REMEDY == "convert-at-the-boundary" else row["age"]
    if age >= 18:
        adults.append(row["name"])
print("KNOWNFIX_CHECK " + json.dumps({"ok": adults == ["ada", "cy"], "detail": "adults %r" % (adults,)}))
