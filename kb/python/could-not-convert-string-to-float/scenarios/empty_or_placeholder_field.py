"""ValueError: could not convert string to float: '', cause: a missing value in the data.

Sensor readings come from a CSV file in which a failed reading is an empty field (other
exports write "N/A", "-" or "null"). float("") fails on the first gap.

Remedies:
  handle-missing-explicitly   treat the empty field as missing: skip it and count it (or store None)
  except-valueerror-zero      (dead end) catch ValueError and use 0.0
"""
import csv, io, json, sys

REMEDIES = {"handle-missing-explicitly", "except-valueerror-zero"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

CSV = "time,temp\n10:00,21.5\n10:05,\n10:10,22.5\n10:15,23.0\n"
MISSING = {"", "N/A", "NA", "-", "null"}

values, missing = [], 0
for row in csv.DictReader(io.StringIO(CSV)):
    text = row["temp"].strip()
    if REMEDY == "handle-missing-explicitly":
        if text in MISSING:
            missing += 1
            continue
        values.append(float(text))
    elif REMEDY == "except-valueerror-zero":
        try:
            values.append(float(text))
        except ValueError:
            values.append(0.0)
    else:
        values.append(float(text))

mean = sum(values) / len(values)
ok = abs(mean - (21.5 + 22.5 + 23.0) / 3) < 1e-9
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "mean temperature %.3f over %d readings (%d missing)" % (mean, len(values), missing)}))
