"""unsupported operand type(s) for |: 'type' and 'type', cause: a PEP 604 union that the
program evaluates (an isinstance check and typing.get_type_hints) on Python 3.9 or older.

settings.py validates a dataclass by reading its hints with typing.get_type_hints and
checks numbers with isinstance(v, int | float). `from __future__ import annotations`
does not help: both expressions are still evaluated.

Remedies:
  typing-optional-union   Union[...] / Optional[...] in hints, a tuple in isinstance
  future-annotations      `from __future__ import annotations` (still evaluated)
"""
import json

from _kit import arg_remedy, load_module

remedy = arg_remedy({"typing-optional-union", "future-annotations"})

SETTINGS = '''
import dataclasses, typing

@dataclasses.dataclass
class Limits:
    rate: int | float
    burst: int | None = None

def check(obj):
    bad = []
    for name, hint in typing.get_type_hints(type(obj)).items():
        allowed = typing.get_args(hint) or (hint,)
        if not isinstance(getattr(obj, name), allowed):
            bad.append(name)
    return bad

def is_number(v):
    return isinstance(v, int | float)
'''

src = SETTINGS
if remedy == "typing-optional-union":
    src = SETTINGS.replace("import dataclasses, typing", "import dataclasses, typing\nfrom typing import Optional, Union").replace(
        "rate: int | float", "rate: Union[int, float]").replace("burst: int | None", "burst: Optional[int]").replace(
        "isinstance(v, int | float)", "isinstance(v, (int, float))")
elif remedy == "future-annotations":
    src = "from __future__ import annotations\n" + SETTINGS

settings = load_module("settings", src)
got = (settings.check(settings.Limits(2.5)), settings.check(settings.Limits("fast", 3)),
       settings.is_number(3), settings.is_number("3"))
expected = ([], ["rate"], True, False)
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == expected, "detail": "got %r, expected %r" % (got, expected)}))
