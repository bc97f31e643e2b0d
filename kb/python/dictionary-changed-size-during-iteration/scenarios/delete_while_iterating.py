"""RuntimeError: dictionary changed size during iteration, cause: deleting keys inside the loop.

Expire stale sessions: `for sid in sessions: if stale: del sessions[sid]`.

Remedies:
  iterate-over-a-copy            for sid in list(sessions): ...
  build-a-new-dict               sessions = {k: v for k, v in sessions.items() if not stale}
  iterate-keys-view (dead end)   for sid in sessions.keys(): ...  (a live view)
  catch-runtimeerror (dead end)  stop at the error and carry on with what was done
"""
import json, sys

REMEDIES = {"iterate-over-a-copy", "build-a-new-dict", "iterate-keys-view", "catch-runtimeerror"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

NOW = 1000
sessions = {"s%02d" % i: {"user": "u%d" % i, "last_seen": NOW - 100 * i} for i in range(10)}
expected = {k: v for k, v in sessions.items() if NOW - v["last_seen"] <= 450}


def stale(s):
    return NOW - s["last_seen"] > 450


if REMEDY == "iterate-over-a-copy":
    for sid in list(sessions):
        if stale(sessions[sid]):
            del sessions[sid]
elif REMEDY == "build-a-new-dict":
    sessions = {sid: s for sid, s in sessions.items() if not stale(s)}
elif REMEDY == "iterate-keys-view":
    for sid in sessions.keys():
        if stale(sessions[sid]):
            del sessions[sid]
elif REMEDY == "catch-runtimeerror":
    try:
        for sid in sessions:
            if stale(sessions[sid]):
                del sessions[sid]
    except RuntimeError:
        pass
else:
    for sid in sessions:
        if stale(sessions[sid]):
            del sessions[sid]

print("KNOWNFIX_CHECK " + json.dumps({"ok": sessions == expected, "detail": "kept %s, expected %s" % (sorted(sessions), sorted(expected))}))
