"""AttributeError: 'Model' object has no attribute 'weigths', cause: a misspelt attribute name.

Python 3.10 and later append "Did you mean: 'weights'?"; 3.8 and 3.9 print the bare message.

Remedies:
  use-the-suggested-name   spell the attribute as the class defines it
"""
import json, sys

REMEDIES = {"use-the-suggested-name"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)


class Model:
    def __init__(self):
        self.weights = [0.5, 0.25]


m = Model()
w = m.weights if REMEDY == "use-the-suggested-name" else m.weigths
print("KNOWNFIX_CHECK " + json.dumps({"ok": w == [0.5, 0.25], "detail": "weights %r" % (w,)}))
