"""TypeError: string indices must be integers, cause: the JSON text was never decoded.

A client reads the API response body and indexes it like a dict. The body is still the
JSON *text* (a str); indexing a str with "name" is an error. The same happens when
json.dumps() is called where json.loads() was meant, or a JSON column arrives as text.

Remedies:
  decode-the-json       json.loads(text) (or response.json()) before indexing
"""
import json, sys

REMEDIES = {"decode-the-json"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

body = '{"user": {"name": "ada", "roles": ["admin", "dev"]}}'      # what the HTTP client returned
data = json.loads(body) if REMEDY == "decode-the-json" else body
name = data["user"]["name"]
print("KNOWNFIX_CHECK " + json.dumps({"ok": name == "ada", "detail": "name %r" % (name,)}))
