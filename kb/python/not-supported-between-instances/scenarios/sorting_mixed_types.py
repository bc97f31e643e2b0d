"""TypeError: '<' not supported between instances of 'NoneType' and 'float', cause: sorting (or
max/min) over values of mixed types, None included.

Scores from an API contain None for players that have not played yet, and the leaderboard
sorts by score. sorted() has to compare None with floats.

Remedies:
  key-that-handles-missing    sort with a key that puts missing values where they belong
                              (here: last), or filter them out on purpose
  key-str                     (dead end) sorted(..., key=lambda p: str(p["score"]))
"""
import json, sys

REMEDIES = {"key-that-handles-missing", "key-str"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

players = [{"name": "ada", "score": 9.5}, {"name": "bo", "score": None},
           {"name": "cy", "score": 10.25}, {"name": "di", "score": 72.0}]
if REMEDY == "key-that-handles-missing":
    board = sorted(players, key=lambda p: (p["score"] is None, -(p["score"] or 0)))
elif REMEDY == "key-str":
    board = sorted(players, key=lambda p: str(p["score"]), reverse=True)
else:
    board = sorted(players, key=lambda p: p["score"], reverse=True)
names = [p["name"] for p in board]
print("KNOWNFIX_CHECK " + json.dumps({"ok": names == ["di", "cy", "ada", "bo"], "detail": "leaderboard %r" % (names,)}))
