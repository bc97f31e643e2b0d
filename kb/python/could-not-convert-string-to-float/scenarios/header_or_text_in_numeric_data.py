"""ValueError: could not convert string to float: 'price', cause: a header row (or another
text field) is converted as a number.

A CSV file is read with csv.reader and every row's second field is converted with float().
The first row is the header, so the first value converted is the column name 'price'.

Remedies:
  skip-the-header   read with csv.DictReader (or next(reader) once) so the header is not data
"""
import csv, io, json, sys

REMEDIES = {"skip-the-header"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

CSV = "item,price\nbolt,0.25\nnut,0.10\nwasher,0.05\n"
if REMEDY == "skip-the-header":
    prices = [float(row["price"]) for row in csv.DictReader(io.StringIO(CSV))]
else:
    prices = [float(row[1]) for row in csv.reader(io.StringIO(CSV))]
total = round(sum(prices), 10)
print("KNOWNFIX_CHECK " + json.dumps({"ok": total == 0.4, "detail": "total %r from %d rows" % (total, len(prices))}))
