"""'NoneType' object is not subscriptable, cause: indexing the result of a regex that did not match.

re.match() returns None for a line that does not fit the pattern (here a log line with a
different format); `m[1]` / `m.group(1)` on None fails.

Remedies:
  check-match-before-use      test the match object and handle the non-matching line explicitly
  catch-typeerror (dead end)  wrap in try/except TypeError and skip
"""
import json, re, sys

REMEDIES = {"check-match-before-use", "catch-typeerror"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

LOG = [
    "2024-05-01 12:00:01 took 120ms",
    "2024-05-01 12:00:02 took 80ms",
    "2024-05-01 12:00:03 took 1.2s",   # other unit: the pattern below does not match
    "2024-05-01 12:00:04 took 100ms",
]
PAT = re.compile(r"\S+ \S+ took (\d+)ms$")
ALT = re.compile(r"\S+ \S+ took (\d+(?:\.\d+)?)s$")

total_ms = 0.0
for line in LOG:
    m = PAT.match(line)
    if REMEDY == "check-match-before-use":
        if m is None:
            m2 = ALT.match(line)
            if m2 is None:
                raise ValueError("unparseable log line: %r" % line)
            total_ms += float(m2[1]) * 1000
            continue
        total_ms += int(m[1])
    elif REMEDY == "catch-typeerror":
        try:
            total_ms += int(m[1])
        except TypeError:
            continue
    else:
        total_ms += int(m[1])

expected = 120 + 80 + 1200 + 100
print("KNOWNFIX_CHECK " + json.dumps({"ok": abs(total_ms - expected) < 1e-9, "detail": "total %r ms, expected %r ms" % (total_ms, expected)}))
