"""RecursionError, cause: correct recursion over data deeper than the limit.

A recursive sum over a linked chain of 5000 nodes (think deeply nested JSON, a long
linked list, a degenerate tree) needs more frames than the default limit of 1000.

Remedies:
  iterative-rewrite          walk the chain with a loop / explicit stack
  raise-limit-moderately     sys.setrecursionlimit(20000) for this known depth
"""
import json, sys

REMEDIES = {"iterative-rewrite", "raise-limit-moderately"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

DEPTH = 5000
chain = None
for v in range(DEPTH, 0, -1):
    chain = {"value": v, "next": chain}


def total(node):
    if node is None:
        return 0
    return node["value"] + total(node["next"])


def total_iter(node):
    s = 0
    while node is not None:
        s += node["value"]
        node = node["next"]
    return s


if REMEDY == "raise-limit-moderately":
    sys.setrecursionlimit(20000)
got = total_iter(chain) if REMEDY == "iterative-rewrite" else total(chain)
expected = DEPTH * (DEPTH + 1) // 2
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "got %r, expected %r" % (got, expected)}))
