"""ValueError: math domain error, cause: acos/asin of a value just outside [-1, 1].

The angle between two vectors is acos(dot / (|a| |b|)). For parallel vectors the quotient
should be exactly 1 but rounds to 1.0000000000000002, outside acos's domain.

Remedies:
  clamp-to-the-domain   clamp the cosine into [-1, 1] before acos (the excess is rounding error)
"""
import json, math, sys

REMEDIES = {"clamp-to-the-domain"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

a = (-4.908, 3.812, 1.865)
b = tuple(1.7 * x for x in a)                                # b = 1.7 a: the angle is 0
dot = sum(x * y for x, y in zip(a, b))
cos = dot / (math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b)))
if REMEDY == "clamp-to-the-domain":
    cos = max(-1.0, min(1.0, cos))
angle = math.acos(cos)
print("KNOWNFIX_CHECK " + json.dumps({"ok": abs(angle) < 1e-7, "detail": "angle %r rad (cos was %r)" % (angle, cos)}))
