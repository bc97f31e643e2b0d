"""IndexError: list assignment index out of range, cause: results are stored with
`out[i] = value` into a list that was created empty.

Remedies:
  append-or-preallocate   out.append(value), or create the list with its final length
"""
import json

from _kit import arg_remedy

remedy = arg_remedy({"append-or-preallocate"})

prices = [4.0, 2.5, 10.0]
with_tax = []
for i, p in enumerate(prices):
    if remedy == "append-or-preallocate":
        with_tax.append(p * 1.2)
    else:
        with_tax[i] = p * 1.2
expected = [p * 1.2 for p in prices]
print("KNOWNFIX_CHECK " + json.dumps({"ok": with_tax == expected, "detail": "with tax %r" % (with_tax,)}))
