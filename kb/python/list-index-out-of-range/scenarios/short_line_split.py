"""IndexError: list index out of range, cause: each log line is split and its third field read,
but one line is blank (and one has fewer fields), so split() returns a shorter list.

The rule: count the status codes of all well-formed lines.

Remedies:
  check-length-first                   skip lines with fewer fields, explicitly
  catch-around-loop (dead end)         try/except IndexError around the whole loop
"""
import json
from collections import Counter

from _kit import arg_remedy

remedy = arg_remedy({"check-length-first", "catch-around-loop"})

LOG = "GET /a 200\nGET /b 404\n\nPOST /c\nGET /d 200\nGET /e 500\n"
codes = Counter()
if remedy == "check-length-first":
    for line in LOG.splitlines():
        fields = line.split()
        if len(fields) < 3:
            continue
        codes[fields[2]] += 1
elif remedy == "catch-around-loop":
    try:
        for line in LOG.splitlines():
            codes[line.split()[2]] += 1
    except IndexError:
        pass
else:
    for line in LOG.splitlines():
        codes[line.split()[2]] += 1

expected = Counter({"200": 2, "404": 1, "500": 1})
print("KNOWNFIX_CHECK " + json.dumps({"ok": codes == expected, "detail": "codes %r" % (dict(codes),)}))
