"""TypeError: Object of type datetime is not JSON serializable, cause: values from a database
or an API that JSON has no type for (datetime, date, Decimal, UUID).

An order export builds dicts from database rows: the creation time is a datetime and the
amount a Decimal. json.dumps knows str, int, float, bool, None, list and dict only.

Remedies:
  convert-explicitly       convert each field to a JSON type on purpose (isoformat() for times,
                           a number or a string for Decimal as the consumer expects), or pass a
                           default= function that does exactly that
  default-str              (dead end) json.dumps(obj, default=str)
"""
import datetime, decimal, json, sys

REMEDIES = {"convert-explicitly", "default-str"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

rows = [
    {"id": 1, "created": datetime.datetime(2024, 3, 1, 9, 30), "amount": decimal.Decimal("19.90")},
    {"id": 2, "created": datetime.datetime(2024, 3, 2, 17, 5), "amount": decimal.Decimal("5.00")},
]


def to_json_types(o):
    if isinstance(o, (datetime.datetime, datetime.date)):
        return o.isoformat()
    if isinstance(o, decimal.Decimal):
        return float(o)                 # the consumer does arithmetic on amounts
    raise TypeError("Object of type %s is not JSON serializable" % type(o).__name__)


if REMEDY == "convert-explicitly":
    text = json.dumps(rows, default=to_json_types)
elif REMEDY == "default-str":
    text = json.dumps(rows, default=str)
else:
    text = json.dumps(rows)

back = json.loads(text)                 # what the consumer receives
total = sum(r["amount"] for r in back) if all(isinstance(r["amount"], (int, float)) for r in back) else None
ok = total is not None and abs(total - 24.90) < 1e-9 and back[0]["created"] == "2024-03-01T09:30:00"
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "consumer got %r" % (back[0],)}))
