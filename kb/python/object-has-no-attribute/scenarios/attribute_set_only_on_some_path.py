"""AttributeError: 'Tracker' object has no attribute 'last_seen', cause: the attribute is
created only on some path.

Tracker sets self.last_seen inside update(), not in __init__. Code that asks an instance for
its last_seen before the first update() finds no attribute.

Remedies:
  initialize-in-init   assign every attribute in __init__ (None or an empty value when unknown)
  hasattr-guard        (dead end) skip the instances where hasattr(obj, "last_seen") is False
"""
import json, sys

REMEDIES = {"initialize-in-init", "hasattr-guard"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)


class Tracker:
    def __init__(self, name):
        self.name = name
        if REMEDY == "initialize-in-init":
            self.last_seen = None

    def update(self, t):
        self.last_seen = t


trackers = [Tracker("gps-1"), Tracker("gps-2")]
trackers[0].update(17)                     # gps-2 has not reported yet

if REMEDY == "hasattr-guard":
    status = {t.name: t.last_seen for t in trackers if hasattr(t, "last_seen")}
else:
    status = {t.name: t.last_seen for t in trackers}
print("KNOWNFIX_CHECK " + json.dumps({"ok": status == {"gps-1": 17, "gps-2": None}, "detail": "%r" % (status,)}))
