"""OverflowError: math range error, cause: math.exp() of a large argument.

A logistic-regression scorer computes sigmoid(z) = 1 / (1 + math.exp(-z)). For a strongly
negative score, -z is large and exp(-z) exceeds the largest float (about 1.8e308, reached at
an argument of about 709.78), so math.exp raises instead of returning infinity.

Remedies:
  stable-formula    evaluate the formula so that exp() only sees arguments <= 0
                    (sigmoid: exp(z) / (1 + exp(z)) for z < 0); log-sum-exp for softmax
"""
import json, math, sys
from decimal import Decimal, getcontext

REMEDIES = {"stable-formula"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)


def sigmoid(z):
    if REMEDY == "stable-formula":
        if z >= 0:
            return 1.0 / (1.0 + math.exp(-z))
        e = math.exp(z)
        return e / (1.0 + e)
    return 1.0 / (1.0 + math.exp(-z))


scores = [3.0, -2.5, 40.0, -800.0, 0.0]
got = [sigmoid(z) for z in scores]
getcontext().prec = 50
ref = [float(1 / (1 + (-Decimal(z)).exp())) for z in scores]     # exact-enough reference
ok = all(abs(a - b) <= 1e-15 * max(1.0, abs(b)) for a, b in zip(got, ref))
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "sigmoid %r" % (got,)}))
