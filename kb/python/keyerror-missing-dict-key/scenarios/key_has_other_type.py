"""KeyError: '42', cause: the key has another type than the dict's keys (str vs int).

Prices are kept in a dict keyed by integer product ids. The order lines come from a CSV
file, where every field is a string, so prices[row["product_id"]] looks up '42' in a dict
whose key is 42. (The reverse happens after a JSON round trip: JSON object keys are always
strings, so {42: ...} comes back as {"42": ...} and d[42] fails with KeyError: 42.)

Remedies:
  convert-key-type     convert the key to the dict's key type: prices[int(row["product_id"])]
  except-keyerror-skip (dead end) skip the lines that raise KeyError
"""
import csv, io, json, sys

REMEDIES = {"convert-key-type", "except-keyerror-skip"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

prices = {42: 2.50, 7: 10.00, 13: 0.75}
ORDERS = "product_id,qty\n42,4\n7,1\n13,8\n"

total = 0.0
for row in csv.DictReader(io.StringIO(ORDERS)):
    if REMEDY == "convert-key-type":
        total += prices[int(row["product_id"])] * int(row["qty"])
    elif REMEDY == "except-keyerror-skip":
        try:
            total += prices[row["product_id"]] * int(row["qty"])
        except KeyError:
            continue
    else:
        total += prices[row["product_id"]] * int(row["qty"])

expected = 2.50 * 4 + 10.00 * 1 + 0.75 * 8
print("KNOWNFIX_CHECK " + json.dumps({"ok": abs(total - expected) < 1e-9, "detail": "order total %.2f, expected %.2f" % (total, expected)}))
