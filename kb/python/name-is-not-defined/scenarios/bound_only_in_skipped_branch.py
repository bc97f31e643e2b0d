"""name 'last_error' is not defined, cause: a module-level name bound only inside a loop
branch that did not run (this log has no ERROR line).

The report must say "no errors" when there is none.

Remedies:
  bind-before-branch          last_error = None before the loop
  catch-nameerror (dead end)  try/except NameError around the use
"""
import json

from _kit import arg_remedy

remedy = arg_remedy({"bind-before-branch", "catch-nameerror"})
LOG = ["INFO start", "WARN slow disk", "INFO done"]

if remedy == "bind-before-branch":
    last_error = None
for line in LOG:
    if line.startswith("ERROR"):
        last_error = line

report = None
if remedy == "catch-nameerror":
    try:
        report = "last error: " + last_error if last_error else "no errors"
    except NameError:
        pass
else:
    report = "last error: " + last_error if last_error else "no errors"

print("KNOWNFIX_CHECK " + json.dumps({"ok": report == "no errors", "detail": "report %r" % (report,)}))
