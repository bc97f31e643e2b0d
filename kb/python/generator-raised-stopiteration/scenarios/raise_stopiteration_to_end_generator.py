"""RuntimeError: generator raised StopIteration, cause: `raise StopIteration` used to end a generator.

Code written for Python 2 / 3.6 ends a generator with `raise StopIteration` (a pattern that
was legal then). Since Python 3.7 (PEP 479) that becomes RuntimeError; the generator has to
`return` instead.

Remedies:
  return-instead-of-raise     replace `raise StopIteration` with `return`
"""
import json, sys

REMEDIES = {"return-instead-of-raise"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)


def packets(data, size):
    start = 0
    while True:
        chunk = data[start:start + size]
        if not chunk:
            if REMEDY == "return-instead-of-raise":
                return
            raise StopIteration
        yield chunk
        start += size


got = list(packets(b"abcdefghij", 4))
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == [b"abcd", b"efgh", b"ij"], "detail": "%r" % ([c.decode() for c in got],)}))
