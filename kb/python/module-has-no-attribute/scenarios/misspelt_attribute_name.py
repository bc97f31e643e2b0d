"""AttributeError: module 'statistics' has no attribute 'meen', cause: a misspelt name.

The name is simply spelt wrong. Python 3.10 and later append "Did you mean: 'mean'?" to the
message, computed from the names the module does have; 3.8 and 3.9 print the bare message.

Remedies:
  use-the-suggested-name   spell the name as the module defines it (dir(module) lists them)
"""
import json, sys
import statistics

REMEDIES = {"use-the-suggested-name"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

values = [3, 5, 7, 9]
m = statistics.mean(values) if REMEDY == "use-the-suggested-name" else statistics.meen(values)
print("KNOWNFIX_CHECK " + json.dumps({"ok": m == 6, "detail": "mean %r" % (m,)}))
