"""'NoneType' object is not subscriptable, cause: indexing the result of dict.get() for a missing key.

config.get("database")["host"]: the section is missing from this config, get() returns
None, and the subscript fails far from the real problem (the missing section).

Remedies:
  get-with-default            config.get("database", {}).get("host", DEFAULT_HOST)
"""
import json, sys

REMEDIES = {"get-with-default"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

DEFAULT_HOST, DEFAULT_PORT = "localhost", 5432
configs = [
    json.loads('{"database": {"host": "db.internal", "port": 6543}}'),
    json.loads('{"cache": {"ttl": 30}}'),  # no database section: defaults apply
]

out = []
for config in configs:
    if REMEDY == "get-with-default":
        db = config.get("database", {})
        out.append((db.get("host", DEFAULT_HOST), db.get("port", DEFAULT_PORT)))
    else:
        out.append((config.get("database")["host"], config.get("database")["port"]))

expected = [("db.internal", 6543), ("localhost", 5432)]
print("KNOWNFIX_CHECK " + json.dumps({"ok": out == expected, "detail": "got %r, expected %r" % (out, expected)}))
