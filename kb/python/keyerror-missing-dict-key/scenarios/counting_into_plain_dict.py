"""KeyError: 'the', cause: counting or grouping into a plain dict.

counts[word] += 1 reads counts[word] first, and a plain dict has no entry for a word that
has not been seen yet, so the first occurrence of every word raises KeyError.

Remedies:
  counter-or-defaultdict   collections.Counter (or defaultdict(int), or counts.get(word, 0) + 1)
"""
import json, sys
from collections import Counter

REMEDIES = {"counter-or-defaultdict"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

text = "the cat and the dog and the bird"
if REMEDY == "counter-or-defaultdict":
    counts = Counter(text.split())
else:
    counts = {}
    for word in text.split():
        counts[word] += 1

expected = {"the": 3, "cat": 1, "and": 2, "dog": 1, "bird": 1}
print("KNOWNFIX_CHECK " + json.dumps({"ok": dict(counts) == expected, "detail": "counts %r" % (dict(counts),)}))
