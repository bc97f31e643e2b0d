"""IndentationError: unexpected indent, cause: a code snippet kept in an indented triple-quoted
string (a rule written inline in a config) is compiled as it is, with its leading indentation.

Remedies:
  dedent-snippet                 textwrap.dedent() before compile()
  strip-every-line (dead end)    strip the leading whitespace of every line
"""
import json
import textwrap

from _kit import arg_remedy

remedy = arg_remedy({"dedent-snippet", "strip-every-line"})


def load_rule():
    code = """
        def discount(total):
            if total >= 100:
                return total * 0.9
            return total
    """
    if remedy == "dedent-snippet":
        code = textwrap.dedent(code)
    elif remedy == "strip-every-line":
        code = "\n".join(line.strip() for line in code.splitlines())
    namespace = {}
    exec(compile(code, "<rule>", "exec"), namespace)
    return namespace["discount"]


discount = load_rule()
got = [discount(t) for t in (50, 100, 200)]
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == [50, 90.0, 180.0], "detail": "discounted %r" % (got,)}))
