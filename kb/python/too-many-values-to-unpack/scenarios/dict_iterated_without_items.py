"""ValueError: too many values to unpack (expected 2), cause: looping over a dict without .items().

`for name, score in scores:` iterates over the dict's KEYS. Each key is a string, and
unpacking a string into two names takes its characters: "alice" has five, so Python reports
too many values. (A two-letter key would unpack silently into two characters.)

Remedies:
  iterate-items          for name, score in scores.items()
  star-unpack-the-rest   (dead end) for name, score, *_ in scores
"""
import json, sys

REMEDIES = {"iterate-items", "star-unpack-the-rest"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

scores = {"alice": 91, "bob": 78, "carol": 85}

report = []
if REMEDY == "iterate-items":
    for name, score in scores.items():
        report.append("%s: %d" % (name, score))
elif REMEDY == "star-unpack-the-rest":
    for name, score, *_ in scores:
        report.append("%s: %s" % (name, score))
else:
    for name, score in scores:
        report.append("%s: %d" % (name, score))

expected = ["alice: 91", "bob: 78", "carol: 85"]
print("KNOWNFIX_CHECK " + json.dumps({"ok": report == expected, "detail": "report %r" % (report,)}))
