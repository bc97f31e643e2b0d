"""SyntaxError: invalid syntax (3.8, 3.9) / multiple exception types must be parenthesized
(3.10+), cause: Python 2's `except ValueError, e:`.

Python 2 allowed `except Type, name:`; Python 3 only has `except Type as name:`.

Remedies:
  except-as                  write `except ValueError as e:`
"""
import json
from _kit import arg_remedy, load

REMEDY = arg_remedy({"except-as"})
clause = "except ValueError as e:" if REMEDY == "except-as" else "except ValueError, e:"
SOURCE = ('def to_int(text):\n'
          '    try:\n'
          '        return int(text)\n'
          '    ' + clause + '\n'
          '        return None\n')
conv = load("convert", SOURCE)
got = [conv.to_int(t) for t in ("12", "x", "-3")]
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == [12, None, -3], "detail": "%r" % (got,)}))
