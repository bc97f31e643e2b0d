"""Cause view-after-transpose: multi-head attention merges heads back with
out.transpose(1, 2).view(B, T, H*D); the transpose made the tensor non-contiguous.

The check compares with an explicit loop that concatenates the heads per token.
"""
import argparse
import json

import torch

REMEDIES = ("use-reshape", "contiguous-then-view", "view-instead-of-transpose")
parser = argparse.ArgumentParser()
parser.add_argument("--remedy", choices=REMEDIES)  # an unknown remedy exits with status 2
remedy = parser.parse_args().remedy

torch.manual_seed(0)
B, H, T, D = 2, 4, 5, 3
heads = torch.randn(B, H, T, D)  # output of attention, one slice per head

if remedy == "use-reshape":
    merged = heads.transpose(1, 2).reshape(B, T, H * D)
elif remedy == "contiguous-then-view":
    merged = heads.transpose(1, 2).contiguous().view(B, T, H * D)
elif remedy == "view-instead-of-transpose":
    merged = heads.view(B, T, H * D)  # same shape, wrong element order
else:
    merged = heads.transpose(1, 2).view(B, T, H * D)

ref = torch.empty(B, T, H * D)
for b in range(B):
    for t in range(T):
        ref[b, t] = torch.cat([heads[b, h, t] for h in range(H)])
ok = torch.equal(merged, ref)
print("KNOWNFIX_CHECK " + json.dumps({"ok": ok, "detail": "heads concatenated per token" if ok else "elements of different tokens/heads mixed"}))
