"""OverflowError: int too large to convert to float, cause: an exact huge integer meets float
arithmetic.

The probability of exactly k successes in n trials is computed as
math.comb(n, k) * p**k * (1-p)**(n-k). For n = 2000 the binomial coefficient is an exact
int with about 600 digits; multiplying it by a float converts it to float first, which
cannot hold it.

Remedies:
  log-gamma-or-exact   compute in log space with math.lgamma (or keep everything exact with
                       fractions.Fraction and convert only the final result)
"""
import json, math, sys
from fractions import Fraction

REMEDIES = {"log-gamma-or-exact"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)


def binom_pmf(k, n, p):
    if REMEDY == "log-gamma-or-exact":
        log_pmf = (math.lgamma(n + 1) - math.lgamma(k + 1) - math.lgamma(n - k + 1)
                   + k * math.log(p) + (n - k) * math.log1p(-p))
        return math.exp(log_pmf)
    return math.comb(n, k) * p ** k * (1 - p) ** (n - k)


got = binom_pmf(1000, 2000, 0.5)
ref = float(Fraction(math.comb(2000, 1000), 2 ** 2000))            # exact, converted at the end
print("KNOWNFIX_CHECK " + json.dumps({"ok": abs(got - ref) <= 1e-9 * ref, "detail": "P = %.12g, exact %.12g" % (got, ref)}))
