"""KeyError: 'CHF', cause: a lookup table does not cover every value in the data.

Order amounts are converted to EUR with a hard-coded RATES dict written when the shop sold
in three currencies. A new order in CHF arrives, and RATES["CHF"] fails. The key is simply
not in the table: the table, not the lookup, is incomplete.

Remedies:
  complete-the-table-and-check-coverage   load the table from its source of truth and check,
                                          before processing, that it covers every value
  get-with-neutral-default                (dead end) RATES.get(currency, 1.0)
"""
import json, sys

REMEDIES = {"complete-the-table-and-check-coverage", "get-with-neutral-default"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

RATES = {"EUR": 1.0, "USD": 0.5, "GBP": 1.25}                 # written when there were 3 currencies
RATES_FEED = '{"EUR": 1.0, "USD": 0.5, "GBP": 1.25, "CHF": 1.0625}'   # the maintained source
orders = [(100.0, "USD"), (40.0, "GBP"), (80.0, "CHF"), (10.0, "EUR")]

rates = RATES
if REMEDY == "complete-the-table-and-check-coverage":
    rates = json.loads(RATES_FEED)
    missing = sorted({cur for _, cur in orders} - set(rates))
    if missing:
        raise SystemExit("no exchange rate for %s" % ", ".join(missing))

total = 0.0
for amount, currency in orders:
    if REMEDY == "get-with-neutral-default":
        total += amount * rates.get(currency, 1.0)
    else:
        total += amount * rates[currency]

expected = 100.0 * 0.5 + 40.0 * 1.25 + 80.0 * 1.0625 + 10.0
print("KNOWNFIX_CHECK " + json.dumps({"ok": abs(total - expected) < 1e-9, "detail": "total %.4f EUR, expected %.4f" % (total, expected)}))
