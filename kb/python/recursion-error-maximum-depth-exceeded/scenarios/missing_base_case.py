"""RecursionError, cause: the recursion never reaches its base case.

pages_to_print(n) prints every other page counting down by 2 and stops at `n == 0`.
For an odd n the recursion skips 0 and goes on into negative numbers forever.

Remedies:
  fix-base-case               stop at `n <= 0`
  huge-recursion-limit (dead end)   sys.setrecursionlimit(50_000) and try again
"""
import json, sys

REMEDIES = {"fix-base-case", "huge-recursion-limit"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)


def pages_to_print(n):
    if (n <= 0) if REMEDY == "fix-base-case" else (n == 0):
        return []
    return [n] + pages_to_print(n - 2)


if REMEDY == "huge-recursion-limit":
    # What people try. On 3.8-3.10 each Python call also uses C stack, so the process
    # typically dies with a segmentation fault before reaching the limit.
    sys.setrecursionlimit(50000)

got = pages_to_print(9)
expected = list(range(9, 0, -2))
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "got %r, expected %r" % (got, expected)}))
