"""TypeError: unsupported operand type(s) for +: 'int' and 'NoneType', cause: a missing value (None)
in arithmetic.

Sensor readings come from an API that reports None for a failed reading; sum(readings) adds
an int and None.

Remedies:
  handle-missing-explicitly   leave out missing values on purpose (and count them), or fill them by a
                              documented rule
  or-zero                     (dead end) sum(r or 0 for r in readings)
"""
import json, sys

REMEDIES = {"handle-missing-explicitly", "or-zero"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

readings = [20, 22, None, 24]
if REMEDY == "handle-missing-explicitly":
    present = [r for r in readings if r is not None]
    mean = sum(present) / len(present)
elif REMEDY == "or-zero":
    mean = sum(r or 0 for r in readings) / len(readings)
else:
    mean = sum(readings) / len(readings)
print("KNOWNFIX_CHECK " + json.dumps({"ok": mean == 22.0, "detail": "mean %r" % mean}))
