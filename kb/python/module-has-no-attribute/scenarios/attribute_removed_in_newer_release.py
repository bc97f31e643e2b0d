"""AttributeError: module 'collections' has no attribute 'Mapping', cause: the name was removed
in a newer release.

Code written for old Pythons checks isinstance(x, collections.Mapping). The ABC aliases in
collections were deprecated since 3.3 and removed in Python 3.10, so on 3.10+ the module no
longer has the attribute (time.clock, removed in 3.8, and inspect.getargspec, removed in
3.11, are the same story; libraries do it too, e.g. np.float in NumPy 1.24).

Remedies:
  use-the-replacement-api   use the documented replacement (collections.abc.Mapping)
"""
import collections, collections.abc, json, sys

REMEDIES = {"use-the-replacement-api"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

Mapping = collections.abc.Mapping if REMEDY == "use-the-replacement-api" else collections.Mapping


def flatten(d, prefix=""):
    out = {}
    for k, v in d.items():
        key = prefix + k
        if isinstance(v, Mapping):
            out.update(flatten(v, key + "."))
        else:
            out[key] = v
    return out


got = flatten({"db": {"host": "x", "port": 5432}, "debug": False})
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == {"db.host": "x", "db.port": 5432, "debug": False}, "detail": "%r" % (got,)}))
