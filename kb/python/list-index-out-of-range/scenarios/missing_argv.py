"""IndexError: list index out of range, cause: the script reads sys.argv[1], and it was started
without an argument (from an IDE run button, a scheduler, or `python tool.py`).

The rule: with no argument, the tool converts the default amount of 1.

Remedies:
  parse-args-with-default   argparse with a default (or a clear usage error)
"""
import argparse
import json
import sys

from _kit import arg_remedy

remedy = arg_remedy({"parse-args-with-default"})
argv = [a for i, a in enumerate(sys.argv) if a != "--remedy" and (i == 0 or sys.argv[i - 1] != "--remedy")]

if remedy == "parse-args-with-default":
    parser = argparse.ArgumentParser()
    parser.add_argument("amount", nargs="?", type=float, default=1.0)
    amount = parser.parse_args(argv[1:]).amount
else:
    amount = float(argv[1])

km = amount * 1.609344
print("KNOWNFIX_CHECK " + json.dumps({"ok": km == 1.609344, "detail": "converted %r miles to %r km" % (amount, km)}))
