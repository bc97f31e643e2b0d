"""Cause python-and-or-on-tensors: a mask is built with Python's `and` between two
element-wise comparisons, `(x > lo) and (x < hi)`.

The check compares the selected values with those chosen element by element in
plain Python.
"""
import argparse
import json

import torch

REMEDIES = ("elementwise-operators",)
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
x = torch.randn(20)
lo, hi = -0.5, 0.5
if remedy == "elementwise-operators":
    mask = (x > lo) & (x < hi)  # parentheses needed: & binds tighter than the comparisons
else:
    mask = (x > lo) and (x < hi)
selected = x[mask].tolist()
ref = [v for v in x.tolist() if lo < v < hi]
ok = selected == ref
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": f"{len(selected)} values selected, reference {len(ref)}"}))
