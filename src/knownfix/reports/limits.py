"""Token buckets per key (a reporter, a client address): ``rate`` tokens a second, up to ``burst``.

:meth:`Buckets.take` spends one token or says how many whole seconds until one is there
(the ``Retry-After`` of a 429). At most :data:`MAX_KEYS` keys are remembered (the least
recently seen are forgotten first: a forgotten key starts with a full bucket). Per process:
N server processes allow N times the rate; behind a proxy, limit there too (docs/web.md).
"""

from __future__ import annotations

import math
import threading
import time
from collections import OrderedDict

MAX_KEYS = 100_000


class Buckets:
    def __init__(self, rate: float, burst: float, max_keys: int = MAX_KEYS) -> None:
        self.rate = rate
        self.burst = max(1.0, burst)
        self.max_keys = max_keys
        self._items: OrderedDict[str, tuple[float, float]] = OrderedDict()  # key -> (tokens, when)
        self._lock = threading.Lock()

    def take(self, key: str, now: float | None = None) -> int:
        """0 when a token was spent, else the seconds (at least 1) until one will be there. ``rate`` 0: no limit."""
        if self.rate <= 0:
            return 0
        now = time.monotonic() if now is None else now
        with self._lock:
            tokens, when = self._items.pop(key, (self.burst, now))
            tokens = min(self.burst, tokens + (now - when) * self.rate)
            if tokens >= 1.0:
                self._items[key] = (tokens - 1.0, now)
                wait = 0
            else:
                self._items[key] = (tokens, now)
                wait = max(1, math.ceil((1.0 - tokens) / self.rate))
            while len(self._items) > self.max_keys:
                self._items.popitem(last=False)
        return wait
