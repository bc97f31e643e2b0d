"""can only concatenate str (not "NoneType") to str, cause: a None value concatenated.

The greeting uses env.get("USER_NAME"), which is None when the variable is not set; the
rule is to greet an unknown user as "guest".

Remedies:
  handle-none-explicitly           env.get("USER_NAME") or "guest"
  str-the-right-operand (dead end) "Hello, " + str(name) -> "Hello, None"
"""
import json

from _kit import arg_remedy

remedy = arg_remedy({"handle-none-explicitly", "str-the-right-operand"})
environments = [{"USER_NAME": "ana"}, {"HOME": "/tmp"}]

greetings = []
for env in environments:
    name = env.get("USER_NAME")
    if remedy == "handle-none-explicitly":
        greetings.append("Hello, " + (name or "guest"))
    elif remedy == "str-the-right-operand":
        greetings.append("Hello, " + str(name))
    else:
        greetings.append("Hello, " + name)

expected = ["Hello, ana", "Hello, guest"]
print("KNOWNFIX_CHECK " + json.dumps({"ok": greetings == expected, "detail": "greetings %r" % (greetings,)}))
