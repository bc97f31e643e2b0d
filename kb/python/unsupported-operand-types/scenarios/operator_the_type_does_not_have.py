"""TypeError: unsupported operand type(s) for +: 'dict' and 'dict', cause: an operator the type
does not define.

Merging two settings dicts with `defaults + overrides`: dicts have no `+` (Python 3.9 added
`|`); lists have no `-`, and a date minus a string is not defined either.

Remedies:
  use-the-types-own-operation   {**a, **b} (or a | b on 3.9+) to merge dicts; a comprehension for
                                list difference; parse strings before date arithmetic
"""
import json, sys

REMEDIES = {"use-the-types-own-operation"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

defaults = {"host": "localhost", "port": 5432, "debug": False}
overrides = {"port": 6543, "debug": True}
settings = {**defaults, **overrides} if REMEDY == "use-the-types-own-operation" else defaults + overrides
print("KNOWNFIX_CHECK " + json.dumps({"ok": settings == {"host": "localhost", "port": 6543, "debug": True}, "detail": "%r" % (settings,)}))
