"""TypeError: can't multiply sequence by non-int of type 'float', cause: a number kept as text is
multiplied by a float.

Prices come from a CSV file as strings; price * 1.2 asks Python to repeat the string 1.2
times. (With an int factor it would silently repeat the text: "9.5" * 2 == "9.59.5".)

Remedies:
  convert-at-the-boundary   float() (or Decimal()) the field where it is read
"""
import csv, io, json, sys

REMEDIES = {"convert-at-the-boundary"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

gross = []
for row in csv.DictReader(io.StringIO("item,price\nbolt,2.50\nnut,0.75\n")):
    price = float(row["price"]) if REMEDY == "convert-at-the-boundary" else row["price"]
    gross.append(round(price * 1.2, 2))
print("KNOWNFIX_CHECK " + json.dumps({"ok": gross == [3.0, 0.9], "detail": "%r" % (gross,)}))
