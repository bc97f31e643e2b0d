"""UnboundLocalError for 'latest', cause: the local is assigned only inside a loop body,
and for one input the loop has nothing to iterate over.

The rule: a sensor without readings reports None.

Remedies:
  initialise-before-branch   latest = None before the loop
"""
import json

from _kit import arg_remedy

remedy = arg_remedy({"initialise-before-branch"})


def latest_reading(readings):
    if remedy == "initialise-before-branch":
        latest = None
    for ts, value in readings:
        if value is not None:
            latest = (ts, value)
    return latest


sensors = {"a": [(1, 20.5), (2, 21.0)], "b": [], "c": [(1, None), (3, 19.0)]}
got = {name: latest_reading(r) for name, r in sensors.items()}
expected = {"a": (2, 21.0), "b": None, "c": (3, 19.0)}
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "got %r" % (got,)}))
