"""'type' object is not subscriptable, cause: PEP 585 hints (list[float]) on Python 3.8.

stats.py annotates with list[float] / tuple[float, float]; on 3.8 the annotation is
evaluated when the def runs, at import time, and list has no __class_getitem__.

Remedies:
  typing-generics      use typing.List / typing.Tuple
  future-annotations   `from __future__ import annotations` (annotations are not evaluated)
"""
import json

from _kit import arg_remedy, load_module

REMEDIES = {"typing-generics", "future-annotations"}

STATS = '''
def mean_and_spread(xs: list[float]) -> tuple[float, float]:
    m = sum(xs) / len(xs)
    return m, max(xs) - min(xs)
'''

remedy = arg_remedy(REMEDIES)
src = STATS
if remedy == "typing-generics":
    src = "from typing import List, Tuple\n" + STATS.replace("list[float]", "List[float]").replace(
        "tuple[float, float]", "Tuple[float, float]")
elif remedy == "future-annotations":
    src = "from __future__ import annotations\n" + STATS

stats = load_module("stats", src)
got = stats.mean_and_spread([2.0, 4.0, 9.0])
expected = (5.0, 7.0)  # by hand
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "got %r, expected %r" % (got, expected)}))
