"""Shared helpers for the ran-out-of-input scenarios: remedy parsing and the check line."""
import json
import sys


def parse_remedy(known):
    if "--remedy" not in sys.argv:
        return None
    i = sys.argv.index("--remedy")
    remedy = sys.argv[i + 1] if i + 1 < len(sys.argv) else ""
    if remedy not in known:
        print("unknown remedy %r; known: %s" % (remedy, ", ".join(sorted(known))), file=sys.stderr)
        sys.exit(2)
    return remedy


def check(ok, detail):
    print("KNOWNFIX_CHECK " + json.dumps({"ok": bool(ok), "detail": detail}))
