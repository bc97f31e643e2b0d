"""TypeError: 'float' object is not iterable, cause: a single number is passed where a collection is
expected (sum, max, min, sorted, set, list.extend, zip, ...).

The program totals an order: `sum(item["price"])` hands sum() one float instead of all the prices.

Remedies:
  pass-the-collection              sum(item["price"] for item in order)
  wrap-scalar-in-list (dead end)   sum([item["price"]]): runs, but totals only the last item
"""
import json, sys
from decimal import Decimal

REMEDIES = {"pass-the-collection", "wrap-scalar-in-list"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

order = [{"sku": "A", "price": 2.5}, {"sku": "B", "price": 4.25}, {"sku": "C", "price": 10.0}]
for item in order:
    pass                                    # ... validation loop; `item` is the last item afterwards
if REMEDY == "pass-the-collection":
    total = sum(item["price"] for item in order)
elif REMEDY == "wrap-scalar-in-list":
    total = sum([item["price"]])
else:
    total = sum(item["price"])

reference = sum(Decimal(str(i["price"])) for i in order)   # exact decimal arithmetic
ok = Decimal(str(total)) == reference
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "total %r, expected %s" % (total, reference)}))
