"""ValueError: could not convert string to float: '1,234.50', cause: a formatted number.

float() accepts only Python's own number syntax: digits, one "." as the decimal point,
optional exponent and underscores. An export from a spreadsheet or a bank writes amounts
with thousands separators ("1,234.50"), and a European export with a decimal comma
("3,75"); neither is accepted.

Remedies:
  parse-the-known-format   parse with the format the source uses (remove the thousands
                           separator, or turn the decimal comma into a point), per source
  replace-comma-with-dot   (dead end) s.replace(",", ".") for every value
"""
import json, sys

REMEDIES = {"parse-the-known-format", "replace-comma-with-dot"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

# (source, amount as exported)
rows = [("us-bank", "1,234.50"), ("us-bank", "980.00"), ("us-bank", "2,000"), ("de-shop", "3,75")]


def to_float(source, text):
    if REMEDY == "parse-the-known-format":
        if source == "us-bank":                # 1,234.50: comma groups thousands
            return float(text.replace(",", ""))
        if source == "de-shop":                # 1.234,50: point groups thousands, comma is decimal
            return float(text.replace(".", "").replace(",", "."))
        raise ValueError("unknown number format for %s" % source)
    if REMEDY == "replace-comma-with-dot":
        return float(text.replace(",", "."))
    return float(text)


total = sum(to_float(s, t) for s, t in rows)
expected = 1234.50 + 980.00 + 2000 + 3.75
print("KNOWNFIX_CHECK " + json.dumps({"ok": abs(total - expected) < 1e-9, "detail": "total %.2f, expected %.2f" % (total, expected)}))
