"""'type' object is not subscriptable, cause: PEP 585 hints evaluated at run time on 3.8.

config.py declares a dataclass with `hosts: list[str]` and a small validator that reads
the field types with typing.get_type_hints (as dataclass-based config and serialisation
libraries do). `from __future__ import annotations` only postpones the evaluation: the
validator evaluates "list[str]" and fails the same way.

Remedies:
  typing-generics      use typing.List / typing.Dict
  future-annotations   `from __future__ import annotations` (still evaluated by get_type_hints)
"""
import json

from _kit import arg_remedy, load_module

REMEDIES = {"typing-generics", "future-annotations"}

CONFIG = '''
import dataclasses, typing

@dataclasses.dataclass
class Config:
    hosts: list[str]
    ports: dict[str, int]

def validate(cfg):
    hints = typing.get_type_hints(type(cfg))
    errors = []
    for name, hint in hints.items():
        origin = typing.get_origin(hint) or hint
        if not isinstance(getattr(cfg, name), origin):
            errors.append(name)
    return errors
'''

remedy = arg_remedy(REMEDIES)
src = CONFIG
if remedy == "typing-generics":
    src = CONFIG.replace("import dataclasses, typing", "import dataclasses, typing\nfrom typing import Dict, List").replace(
        "list[str]", "List[str]").replace("dict[str, int]", "Dict[str, int]")
elif remedy == "future-annotations":
    src = "from __future__ import annotations\n" + CONFIG

config = load_module("config", src)
good = config.validate(config.Config(hosts=["a", "b"], ports={"http": 80}))
bad = config.validate(config.Config(hosts="a,b", ports={"http": 80}))
ok = good == [] and bad == ["hosts"]
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "valid config -> %r, hosts given as str -> %r" % (good, bad)}))
