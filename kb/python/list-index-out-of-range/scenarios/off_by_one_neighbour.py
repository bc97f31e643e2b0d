"""IndexError: list index out of range, cause: a loop over range(len(xs)) also reads xs[i + 1],
which runs one past the end on the last pass.

The rule: the differences between consecutive readings.

Remedies:
  pair-with-zip   zip(xs, xs[1:]) yields every neighbouring pair and stops at the end
"""
import json

from _kit import arg_remedy

remedy = arg_remedy({"pair-with-zip"})

readings = [10, 13, 19, 18]
if remedy == "pair-with-zip":
    deltas = [b - a for a, b in zip(readings, readings[1:])]
else:
    deltas = [readings[i + 1] - readings[i] for i in range(len(readings))]
print("KNOWNFIX_CHECK " + json.dumps({"ok": deltas == [3, 6, -1], "detail": "deltas %r" % (deltas,)}))
