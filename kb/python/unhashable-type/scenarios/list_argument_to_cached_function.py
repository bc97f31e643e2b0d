"""TypeError: unhashable type: 'list', cause: a list passed to a functools.lru_cache function.

lru_cache builds its cache key by hashing the arguments.

Remedies:
  tuple-arguments          pass tuple(weights) (and convert inside if needed)
"""
import functools, json, sys

REMEDIES = {"tuple-arguments"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)


@functools.lru_cache(maxsize=None)
def weighted_total(weights, n):
    return sum(w * i for i, w in enumerate(weights, 1)) * n


weights = [0.5, 0.25, 0.25]
arg = tuple(weights) if REMEDY == "tuple-arguments" else weights
results = [weighted_total(arg, n) for n in (1, 2, 1, 2)]
expected = [1.75, 3.5, 1.75, 3.5]  # 0.5*1 + 0.25*2 + 0.25*3 = 1.75
info = weighted_total.cache_info()
ok = results == expected and info.hits == 2
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "results %r, cache %r" % (results, tuple(info))}))
