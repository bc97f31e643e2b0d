"""RuntimeError: dictionary keys changed during iteration, cause: renaming keys in the loop.

Normalising header names in place: delete the old key and insert the new one. The size
stays the same, so Python 3.8+ reports "dictionary keys changed during iteration"
(whether it is detected depends on the dict's internal layout: with 3 headers it
happens to pass silently, with 4 it raises).

Remedies:
  build-a-new-dict          headers = {k.lower(): v for k, v in headers.items()}
  iterate-over-a-copy       for k in list(headers): headers[k.lower()] = headers.pop(k)
"""
import json, sys

REMEDIES = {"build-a-new-dict", "iterate-over-a-copy"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

headers = {"Content-Type": "text/html", "X-Request-ID": "abc", "Cache-Control": "no-cache", "Content-Length": "512"}
expected = {"content-type": "text/html", "x-request-id": "abc", "cache-control": "no-cache", "content-length": "512"}
if REMEDY == "build-a-new-dict":
    headers = {k.lower(): v for k, v in headers.items()}
elif REMEDY == "iterate-over-a-copy":
    for k in list(headers):
        headers[k.lower()] = headers.pop(k)
else:
    for k in headers:
        v = headers.pop(k)
        headers[k.lower()] = v

print("KNOWNFIX_CHECK " + json.dumps({"ok": headers == expected, "detail": "got %r" % (headers,)}))
