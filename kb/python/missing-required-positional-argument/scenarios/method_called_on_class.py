"""TypeError: predict() missing 1 required positional argument: 'rows', cause: a method is called
on the class instead of on an instance, so the first argument fills `self`.

Remedies:
  call-on-instance   create the instance first: Model(...).predict(rows)
"""
import json

from _kit import arg_remedy

remedy = arg_remedy({"call-on-instance"})


class Scaler:
    def __init__(self, factor=2.0):
        self.factor = factor

    def predict(self, rows):
        return [r * self.factor for r in rows]


rows = [1.0, 2.5]
got = Scaler().predict(rows) if remedy == "call-on-instance" else Scaler.predict(rows)
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == [2.0, 5.0], "detail": "predicted %r" % (got,)}))
