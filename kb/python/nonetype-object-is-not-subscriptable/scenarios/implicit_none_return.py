"""'NoneType' object is not subscriptable, cause: a function falls off its end on one path.

parse_record() returns a dict for well-formed lines but has no `return` on the branch for
lines with a missing field, so it returns None there and the caller indexes it.

Remedies:
  return-on-every-path        return an explicit default record on the missing-field branch
  catch-typeerror (dead end)  wrap the indexing in try/except TypeError and skip the record
"""
import json, sys

REMEDIES = {"return-on-every-path", "catch-typeerror"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

LINES = ["ana,31,berlin", "bo,,paris", "cy,45,rome", "dee,27,"]


def parse_record(line):
    name, age, city = line.split(",")
    if age and city:
        return {"name": name, "age": int(age), "city": city}
    if REMEDY == "return-on-every-path":
        return {"name": name, "age": int(age) if age else None, "city": city or None}
    # bug: no return here -> None


names = []
for line in LINES:
    rec = parse_record(line)
    if REMEDY == "catch-typeerror":
        try:
            names.append(rec["name"])
        except TypeError:
            continue
    else:
        names.append(rec["name"])

expected = [l.split(",")[0] for l in LINES]
print("KNOWNFIX_CHECK " + json.dumps({"ok": names == expected, "detail": "names %r, expected %r" % (names, expected)}))
