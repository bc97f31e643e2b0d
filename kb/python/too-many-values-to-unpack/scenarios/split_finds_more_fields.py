"""ValueError: too many values to unpack (expected 2), cause: split() finds more separators.

A .env-style file is parsed with `key, value = line.split("=")`. One value is a base64
token that ends in "==" (and a URL with a query string would do the same), so that line
splits into four parts.

Remedies:
  split-once               line.split("=", 1) (or str.partition) splits at the first "=" only
  star-unpack-the-rest     (dead end) key, value, *_ = line.split("=")
"""
import json, sys

REMEDIES = {"split-once", "star-unpack-the-rest"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

ENV_TEXT = """DB_HOST=db.internal
DB_PORT=5432
API_TOKEN=c2VjcmV0LXRva2Vu==
CALLBACK=https://example.org/cb?user=7
"""

settings = {}
for line in ENV_TEXT.splitlines():
    if REMEDY == "split-once":
        key, value = line.split("=", 1)
    elif REMEDY == "star-unpack-the-rest":
        key, value, *_ = line.split("=")
    else:
        key, value = line.split("=")
    settings[key] = value

expected = {"DB_HOST": "db.internal", "DB_PORT": "5432", "API_TOKEN": "c2VjcmV0LXRva2Vu==",
            "CALLBACK": "https://example.org/cb?user=7"}
print("KNOWNFIX_CHECK " + json.dumps({"ok": settings == expected, "detail": "parsed %r" % (settings,)}))
