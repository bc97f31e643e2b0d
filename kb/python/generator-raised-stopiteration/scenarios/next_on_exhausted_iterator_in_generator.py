"""RuntimeError: generator raised StopIteration, cause: next() on an exhausted iterator inside a generator.

A generator reads records in pairs (a header line and a value line) with next(lines).
When the input ends after a header without its value, next() raises StopIteration inside
the generator. Before Python 3.7 that silently ended the generator; since PEP 479 it is
turned into RuntimeError.

Remedies:
  catch-and-return           catch StopIteration around next() and return (or use next(it, None))
                             and decide what an incomplete record means
"""
import json, sys

REMEDIES = {"catch-and-return"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

TEXT = "#temp\n21.5\n#humidity\n40\n#pressure\n"      # the last record lost its value


def records(lines):
    it = iter(lines)
    for header in it:
        if REMEDY == "catch-and-return":
            value = next(it, None)
            if value is None:
                print("warning: incomplete record %r at end of input" % header, file=sys.stderr)
                return
        else:
            value = next(it)
        yield header.lstrip("#"), float(value)


got = dict(records(TEXT.splitlines()))
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == {"temp": 21.5, "humidity": 40.0}, "detail": "%r" % (got,)}))
