"""RecursionError, cause: __getattr__ reads an attribute that is not set yet.

A delegating proxy forwards unknown attributes to self._target. copy.copy() (like
pickle) creates the new object without calling __init__ and probes it for
__setstate__ / __reduce_ex__ helpers; `self._target` is missing, so __getattr__ is
called for '_target', which reads self._target again, and so on.

Remedies:
  guard-getattr        look _target up in self.__dict__ and raise AttributeError for it
"""
import copy, json, sys

REMEDIES = {"guard-getattr"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)


class LoggingProxy:
    def __init__(self, target):
        self._target = target
        self.calls = []

    def __getattr__(self, name):
        if REMEDY == "guard-getattr":
            try:
                target = self.__dict__["_target"]
            except KeyError:
                raise AttributeError(name)
        else:
            target = self._target
        self.calls.append(name)
        return getattr(target, name)


p = LoggingProxy([3, 1, 2])
q = copy.copy(p)
got = (q.count(1), q.index(2), sorted(q._target))
expected = (1, 2, [1, 2, 3])
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "got %r, expected %r" % (got, expected)}))
