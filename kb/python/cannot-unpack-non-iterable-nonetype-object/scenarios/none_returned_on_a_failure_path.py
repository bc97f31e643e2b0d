"""TypeError: cannot unpack non-iterable NoneType object, cause: a function returns None on
one of its paths.

parse_point() returns (x, y) for well-formed input, but on a malformed line it logs a
warning and falls off the end of the function, returning None. The caller unpacks the
result into two names.

Remedies:
  return-or-raise-on-every-path   raise a ValueError naming the bad input (or return a
                                  documented sentinel that the caller checks)
  default-pair                    (dead end) x, y = parse_point(line) or (0, 0)
"""
import json, sys

REMEDIES = {"return-or-raise-on-every-path", "default-pair"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

LINES = ["3,4", "10,-2", "7;1", "0,5"]     # "7;1" uses the wrong separator


def parse_point(line):
    parts = line.split(",")
    if len(parts) == 2:
        return float(parts[0]), float(parts[1])
    if REMEDY == "return-or-raise-on-every-path":
        raise ValueError("not an x,y point: %r" % line)
    print("warning: skipping %r" % line, file=sys.stderr)


points, rejected = [], []
for line in LINES:
    if REMEDY == "return-or-raise-on-every-path":
        try:
            x, y = parse_point(line)
        except ValueError:
            rejected.append(line)          # handled on purpose, and counted
            continue
    elif REMEDY == "default-pair":
        x, y = parse_point(line) or (0.0, 0.0)
    else:
        x, y = parse_point(line)
    points.append((x, y))

ok = points == [(3.0, 4.0), (10.0, -2.0), (0.0, 5.0)] and rejected == ["7;1"]
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "points %r, rejected %r" % (points, rejected)}))
