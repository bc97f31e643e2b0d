"""UnboundLocalError for 'events_seen', cause: `+=` on a module-level counter inside a function.

Remedies:
  declare-global-or-nonlocal       `global events_seen`
  reset-inside-function (dead end) `events_seen = 0` at the top of the function
"""
import json

from _kit import arg_remedy

remedy = arg_remedy({"declare-global-or-nonlocal", "reset-inside-function"})
events_seen = 0

if remedy == "declare-global-or-nonlocal":
    def record(event):
        global events_seen
        events_seen += 1
        return "%d:%s" % (events_seen, event)
elif remedy == "reset-inside-function":
    def record(event):
        events_seen = 0
        events_seen += 1
        return "%d:%s" % (events_seen, event)
else:
    def record(event):
        events_seen += 1
        return "%d:%s" % (events_seen, event)

log = [record(e) for e in ("start", "tick", "stop")]
ok = log == ["1:start", "2:tick", "3:stop"] and events_seen == 3
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "log %r, counter %r" % (log, events_seen)}))
