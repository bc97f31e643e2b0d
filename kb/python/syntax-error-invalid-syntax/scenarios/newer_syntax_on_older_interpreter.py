"""SyntaxError: invalid syntax, cause: syntax from a newer Python on an older interpreter.

The module uses a `match` statement (Python 3.10+, PEP 634). Imported on Python 3.8 or 3.9,
the parser does not know the statement and reports invalid syntax at `match code:`.

Remedies:
  rewrite-for-the-older-python   express it with syntax the oldest supported Python has
                                 (if/elif instead of match), or require Python >= 3.10
"""
import json
from _kit import arg_remedy, load

REMEDY = arg_remedy({"rewrite-for-the-older-python"})
SOURCE = {
    None: ('def http_status(code):\n'
           '    match code:\n'
           '        case 200 | 204:\n'
           '            return "ok"\n'
           '        case 404:\n'
           '            return "missing"\n'
           '        case _:\n'
           '            return "error"\n'),
    "rewrite-for-the-older-python": ('def http_status(code):\n'
                                     '    if code in (200, 204):\n'
                                     '        return "ok"\n'
                                     '    elif code == 404:\n'
                                     '        return "missing"\n'
                                     '    return "error"\n'),
}[REMEDY]
status = load("statuses", SOURCE)
got = [status.http_status(c) for c in (200, 204, 404, 500)]
print("KNOWNFIX_CHECK " + json.dumps({"ok": got == ["ok", "ok", "missing", "error"], "detail": "%r" % (got,)}))
