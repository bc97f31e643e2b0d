"""The Beta distribution without scipy, for user outcome reports (never for lab runs, which are deterministic).

Regularized incomplete beta and its quantile.

``betainc(a, b, x)`` is I_x(a, b), evaluated with the continued fraction of
Numerical Recipes (modified Lentz), using the symmetry I_x(a,b) = 1 - I_{1-x}(b,a)
where the fraction converges slowly. ``beta_quantile(p, a, b)`` inverts it by
bisection (I_x is increasing in x), to about 1e-12.
"""

from __future__ import annotations

import math

_EPS = 1e-15
_TINY = 1e-300


def _betacf(a: float, b: float, x: float) -> float:
    qab, qap, qam = a + b, a + 1.0, a - 1.0
    c, d = 1.0, 1.0 - qab * x / qap
    d = 1.0 / (d if abs(d) > _TINY else _TINY)
    h = d
    for m in range(1, 10000):
        m2 = 2 * m
        aa = m * (b - m) * x / ((qam + m2) * (a + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > _TINY else _TINY)
        c = 1.0 + aa / c
        c = c if abs(c) > _TINY else _TINY
        h *= d * c
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > _TINY else _TINY)
        c = 1.0 + aa / c
        c = c if abs(c) > _TINY else _TINY
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < _EPS:
            break
    return h


def betainc(a: float, b: float, x: float) -> float:
    """Regularized incomplete beta I_x(a, b) for a, b > 0 and 0 <= x <= 1 (the Beta(a, b) CDF)."""
    if a <= 0 or b <= 0:
        raise ValueError("a and b must be positive")
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    ln_front = math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x)
    front = math.exp(ln_front)
    if x < (a + 1.0) / (a + b + 2.0):
        return front * _betacf(a, b, x) / a
    return 1.0 - front * _betacf(b, a, 1.0 - x) / b


def beta_quantile(p: float, a: float, b: float) -> float:
    """The x with I_x(a, b) = p (bisection)."""
    if not 0.0 <= p <= 1.0:
        raise ValueError("p must be in [0, 1]")
    if p == 0.0:
        return 0.0
    if p == 1.0:
        return 1.0
    lo, hi = 0.0, 1.0
    for _ in range(100):
        mid = (lo + hi) / 2
        if betainc(a, b, mid) < p:
            lo = mid
        else:
            hi = mid
        if hi - lo < 1e-13:
            break
    return (lo + hi) / 2


def beta_interval(k: int, n: int, level: float = 0.95) -> tuple[float, float, float]:
    """(mean, low, high) of the Beta(1 + k, 1 + n - k) posterior: equal-tailed ``level`` interval."""
    if not 0 <= k <= n:
        raise ValueError("need 0 <= k <= n")
    a, b = 1.0 + k, 1.0 + n - k
    tail = (1.0 - level) / 2
    return a / (a + b), beta_quantile(tail, a, b), beta_quantile(1.0 - tail, a, b)
