"""OverflowError: (34, 'Numerical result out of range'), cause: a float power whose result
exceeds the float range.

A likelihood-ratio test multiplies per-observation ratios as (p1 / p2) ** n. For 5000
observations the power is about 1e880, beyond the largest float, and float ** raises
OverflowError with the C library's ERANGE text.

Remedies:
  work-in-log-space   compare n * log(p1 / p2) (a log-likelihood ratio) instead of the raw power
"""
import json, math, sys
from fractions import Fraction

REMEDIES = {"work-in-log-space"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)

p1, p2, n = 0.6, 0.3, 5000
THRESHOLD_LOG10 = 800.0                     # decide for H1 when the ratio exceeds 1e800

if REMEDY == "work-in-log-space":
    log10_ratio = n * math.log10(p1 / p2)
else:
    log10_ratio = math.log10((p1 / p2) ** n)
decision = log10_ratio > THRESHOLD_LOG10

ref = n * math.log10(Fraction(6, 3))        # p1/p2 is exactly 2
print("KNOWNFIX_CHECK " + json.dumps({"ok": abs(log10_ratio - ref) < 1e-6 and decision, "detail": "log10(ratio) = %.3f, decide H1: %s" % (log10_ratio, decision)}))
