"""TypeError: unhashable type: 'Point', cause: a class that defines __eq__ (a plain @dataclass).

@dataclass (eq=True, frozen=False) sets __hash__ to None, as does any class that
defines __eq__ without __hash__. Putting instances in a set fails.

Remedies:
  frozen-dataclass          @dataclass(frozen=True): value-based __hash__ consistent with __eq__
  identity-hash (dead end)  __hash__ = object.__hash__: hashable, but equal points no longer de-duplicate
"""
import json, sys
from dataclasses import dataclass

REMEDIES = {"frozen-dataclass", "identity-hash"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)


@dataclass(frozen=(REMEDY == "frozen-dataclass"))
class Point:
    x: int
    y: int


if REMEDY == "identity-hash":
    Point.__hash__ = object.__hash__

visited = [Point(0, 0), Point(1, 0), Point(1, 1), Point(0, 0), Point(1, 0)]
unique = set(visited)
expected = 3
print("KNOWNFIX_CHECK " + json.dumps({"ok": len(unique) == expected, "detail": "%d distinct points, expected %d" % (len(unique), expected)}))
