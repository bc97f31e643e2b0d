"""TypeError: 'Playlist' object is not iterable, cause: an instance of a user-defined class that keeps its
items in an attribute is iterated over, but the class defines no __iter__.

Remedies:
  define-iter                   give the class __iter__ (yield from self.tracks)
  define-len-only (dead end)    add __len__ only: len() works, iteration still fails
"""
import json, sys

REMEDIES = {"define-iter", "define-len-only"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)


class Playlist:
    def __init__(self, tracks):
        self.tracks = list(tracks)

    if REMEDY == "define-iter":
        def __iter__(self):
            yield from self.tracks

    if REMEDY in ("define-iter", "define-len-only"):
        def __len__(self):
            return len(self.tracks)


playlist = Playlist([("intro", 61), ("theme", 245), ("outro", 90)])
seconds = 0
for title, length in playlist:
    seconds += length

print("KNOWNFIX_CHECK " + json.dumps({"ok": seconds == 396, "detail": "total %d s, expected 396 s" % seconds}))
