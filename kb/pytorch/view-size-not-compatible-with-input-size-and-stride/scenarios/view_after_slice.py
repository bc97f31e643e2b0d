"""Cause view-of-strided-slice: a column slice (or an expand) is not laid out
contiguously, and .view() cannot express the new shape over its memory.

The check compares with values copied element by element.
"""
import argparse
import json

import torch

REMEDIES = ("use-reshape", "contiguous-then-view")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
table = torch.randn(6, 5)
coords = table[:, :2]  # first two columns: rows are 5 apart in memory

if remedy == "use-reshape":
    flat = coords.reshape(-1)
elif remedy == "contiguous-then-view":
    flat = coords.contiguous().view(-1)
else:
    flat = coords.view(-1)

ref = torch.tensor([table[i, j].item() for i in range(6) for j in range(2)])
ok = torch.equal(flat, ref)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "values in row-major order" if ok else "values out of order"}))
