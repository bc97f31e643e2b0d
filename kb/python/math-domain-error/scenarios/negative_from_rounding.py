"""ValueError: math domain error, cause: a value that is negative only because of rounding
reaches math.sqrt.

The standard deviation is computed with the one-pass formula sqrt(E[x^2] - E[x]^2). For
values that are all equal (and large), the two terms cancel and rounding leaves a tiny
negative number, so math.sqrt raises.

Remedies:
  stable-formula       compute the variance with a numerically stable method
                       (statistics.pstdev, or two passes: mean first, then squared deviations)
"""
import json, math, statistics, sys

REMEDIES = {"stable-formula"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

readings = [469.1] * 10                            # a sensor stuck at one value


def stdev(xs):
    if REMEDY == "stable-formula":
        return statistics.pstdev(xs)
    n = len(xs)
    mean = sum(xs) / n
    return math.sqrt(sum(x * x for x in xs) / n - mean * mean)


sd = stdev(readings)
print("KNOWNFIX_CHECK " + json.dumps({"ok": sd == 0.0, "detail": "stdev %r" % sd}))
