"""RecursionError, cause: correct recursion over data deeper than the limit, in C code.

json.loads of a document nested 20000 levels deep (a generated tree, an API response
with deep nesting). The C decoder counts its own recursion: up to Python 3.11 it obeys
sys.setrecursionlimit, from 3.12 on C code has a separate limit that setrecursionlimit
does not raise.

Remedies:
  raise-limit-moderately     sys.setrecursionlimit(30000) for this known depth
  pure-python-json-decoder   decode with json's pure-Python scanner (Python recursion,
                             which 3.11+ runs without using the C stack) and raise the limit
                             to 100000 (about two Python frames per nesting level)

The check walks the decoded value with a loop and compares its depth with DEPTH.
"""
import json, json.scanner, sys

REMEDIES = {"raise-limit-moderately", "pure-python-json-decoder"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

DEPTH = 20000
doc = "[" * DEPTH + "]" * DEPTH

if REMEDY == "raise-limit-moderately":
    sys.setrecursionlimit(30000)
    value = json.loads(doc)
elif REMEDY == "pure-python-json-decoder":
    sys.setrecursionlimit(100000)  # the pure-Python scanner takes about 2 frames per level
    decoder = json.JSONDecoder()
    decoder.scan_once = json.scanner.py_make_scanner(decoder)
    value = decoder.decode(doc)
else:
    value = json.loads(doc)

depth = 0
while isinstance(value, list):
    depth += 1
    value = value[0] if value else None
print("KNOWNFIX_CHECK " + json.dumps({"ok": depth == DEPTH, "detail": "decoded depth %d, expected %d" % (depth, DEPTH)}))
