"""'type' object is not subscriptable / type 'Stack' is not subscriptable,
cause: a user class is used as a generic in an annotation without typing.Generic.

containers.py defines class Stack and then `def drain(s: Stack[int]) -> list`; the
annotation subscripts Stack when the def runs.

Remedies:
  derive-from-generic    class Stack(Generic[T])
  future-annotations     `from __future__ import annotations`
"""
import json

from _kit import arg_remedy, load_module

REMEDIES = {"derive-from-generic", "future-annotations"}

CONTAINERS = '''
class Stack:
    def __init__(self):
        self._items = []

    def push(self, item):
        self._items.append(item)

    def pop(self):
        return self._items.pop()

    def __len__(self):
        return len(self._items)


def drain(s: Stack[int]) -> list:
    out = []
    while len(s):
        out.append(s.pop())
    return out
'''

remedy = arg_remedy(REMEDIES)
src = CONTAINERS
if remedy == "derive-from-generic":
    src = "from typing import Generic, TypeVar\nT = TypeVar('T')\n" + CONTAINERS.replace("class Stack:", "class Stack(Generic[T]):")
elif remedy == "future-annotations":
    src = "from __future__ import annotations\n" + CONTAINERS

containers = load_module("containers", src)
s = containers.Stack()
for i in (1, 2, 3):
    s.push(i)
got = containers.drain(s)
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == [3, 2, 1], "detail": "drained %r, expected [3, 2, 1]" % (got,)}))
