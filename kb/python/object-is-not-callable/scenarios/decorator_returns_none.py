"""TypeError: 'NoneType' object is not callable, cause: a registering decorator stores the function
but does not return it, so the decorated name is bound to None.

Remedies:
  return-the-function   `return func` at the end of the decorator
"""
import json

from _kit import arg_remedy

remedy = arg_remedy({"return-the-function"})

HANDLERS = {}


def handler(name):
    def register(func):
        HANDLERS[name] = func
        if remedy == "return-the-function":
            return func
    return register


@handler("greet")
def greet(who):
    return "hello " + who


direct = greet("ana")
via_registry = HANDLERS["greet"]("bo")
ok = direct == "hello ana" and via_registry == "hello bo"
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "%r, %r" % (direct, via_registry)}))
