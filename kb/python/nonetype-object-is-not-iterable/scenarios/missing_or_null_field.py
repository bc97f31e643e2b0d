"""TypeError: 'NoneType' object is not iterable, cause: iterating a field that is missing or null.

Blog posts come as JSON; posts without tags have "tags": null (or no "tags" key, read with
post.get("tags")). Counting tags iterates None for those posts.

Remedies:
  default-to-empty        treat a missing or null list as empty where that is what it means:
                          post.get("tags") or []
"""
import json, sys
from collections import Counter

REMEDIES = {"default-to-empty"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

posts = json.loads('[{"id": 1, "tags": ["py", "web"]}, {"id": 2, "tags": null}, {"id": 3}, {"id": 4, "tags": ["py"]}]')
counts = Counter()
for post in posts:
    tags = (post.get("tags") or []) if REMEDY == "default-to-empty" else post.get("tags")
    for tag in tags:
        counts[tag] += 1
print("KNOWNFIX_CHECK " + json.dumps({"ok": counts == Counter({"py": 2, "web": 1}), "detail": "%r" % dict(counts)}))
